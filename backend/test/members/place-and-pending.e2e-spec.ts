import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, registerPending } from '../support/members.js';

describe('member places against the lists, and the dashboard’s pending registrations', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(await t.adminToken());
  });
  afterAll(() => t.close());

  const edit = (id: number, changes: Record<string, string>) =>
    t
      .http()
      .put(`/api/admin/users/${id}`)
      .set(admin)
      .send({ name: 'Carla Ruiz', email: `carla.${id}@example.com`, whatsapp: '+573001112233', ...changes });

  it('refuses a city the lists place in another country, at registration and in the admin’s edit', async () => {
    const registered = await t
      .http()
      .post('/api/register')
      .send({
        name: 'Pedro Paz',
        code: `pedro-mx-${process.pid}`,
        email: `pedro.mx.${process.pid}@example.com`,
        whatsapp: '+525512345678',
        city: 'Medellín',
        country: 'México',
        acceptTerms: true,
      })
      .expect(400);
    expect(registered.body).toMatchObject({
      message: 'Medellín es una ciudad de Colombia, no de México',
      errors: { city: expect.any(String) },
    });

    const { id } = await registerPending(t, { city: 'Cali', country: 'Colombia' });
    const res = await edit(id, { city: 'medellin', country: 'México' }).expect(400);
    expect(res.body.errors).toEqual({ city: 'Medellín es una ciudad de Colombia, no de México' });
    expect(await t.sql(`SELECT city, country FROM users WHERE id = $1`, [id])).toEqual([
      { city: 'Cali', country: 'Colombia' },
    ]);
    await edit(id, { city: 'Monterrey', country: 'México' }).expect(200);
    await edit(id, { city: 'Un Pueblo Pequeño', country: 'México' }).expect(200);
  });

  it('saves a member whose stored country left the list while the edit keeps it, and names the field once changed', async () => {
    const { id } = await registerPending(t, { city: 'Cali', country: 'Colombia' });
    await t.sql(`UPDATE users SET country = 'Antigua Patria', city = 'Medellín' WHERE id = $1`, [id]);
    const kept = await edit(id, { name: 'Carla Ruiz Corregida', city: 'Medellín', country: 'Antigua Patria' });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ name: 'Carla Ruiz Corregida', city: 'Medellín', country: 'Antigua Patria' });
    const changed = await edit(id, { city: 'Medellín', country: 'Otra Patria' }).expect(400);
    expect(changed.body.errors).toEqual({ country: 'Elige un país de la lista' });
  });

  it('keeps an old city of another country while neither city nor country changes', async () => {
    const { id } = await registerPending(t, { city: 'Cali', country: 'Colombia' });
    await t.sql(`UPDATE users SET country = 'México', city = 'Medellín' WHERE id = $1`, [id]);
    await edit(id, { name: 'Solo Cambia El Nombre', city: 'Medellín', country: 'México' }).expect(200);
  });

  it('refuses the seller’s own new city from another country, and keeps the stored one', async () => {
    const seller = await createSeller(t, { city: 'Lima', country: 'Perú', whatsapp: '+51912345678' });
    const res = await t
      .http()
      .put('/api/protected/profile')
      .set(bearer(seller.token))
      .send({ city: 'Bogotá' })
      .expect(400);
    expect(res.body.errors).toEqual({ city: 'Bogotá es una ciudad de Colombia, no de Perú' });
    await t.http().put('/api/protected/profile').set(bearer(seller.token)).send({ city: 'Cusco' }).expect(200);
  });

  it('lists the pending registrations on the dashboard oldest first', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await registerPending(t)).id);
    // Days apart, the last registered the oldest: the order is by date, not by id.
    await t.sql(`UPDATE users SET "createdAt" = now() - (id - $1 + 30) * interval '1 day' WHERE id = ANY($2)`, [
      ids[0],
      ids,
    ]);
    const dashboard = (await t.http().get('/api/admin/dashboard').set(admin).expect(200)).body;
    const listed = (dashboard.pendingUsersList as { id: number; createdAt: string }[]).map((u) => u.createdAt);
    expect(listed).toEqual([...listed].sort());
    expect(dashboard.pendingUsersList[0].id).toBe(ids[2]);
  });
});
