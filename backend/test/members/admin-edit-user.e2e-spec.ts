import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, registerPending } from '../support/members.js';

describe('admin: edit a member (PUT /api/admin/users/:id)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const fixed = {
    name: 'Ana María Pérez',
    email: 'Ana.Corregida@Example.com',
    whatsapp: '+573109876543',
    city: 'Guayaquil',
    country: 'Ecuador',
  };
  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(await t.adminToken());
  });
  afterAll(() => t.close());

  it('corrects name, e-mail, WhatsApp, city and country, ignores other fields, and leaves one audit entry', async () => {
    const seller = await createSeller(t);
    const res = await t
      .http()
      .put(`/api/admin/users/${seller.id}`)
      .set(admin)
      .send({ ...fixed, id: 999, code: 'otro', status: 'pending' })
      .expect(200);
    expect(res.body).toMatchObject({
      id: seller.id,
      ...fixed,
      email: 'ana.corregida@example.com',
      code: seller.code,
      status: 'approved',
    });
    const [row] = await t.sql(`SELECT name, email, whatsapp, city, country, code, status FROM users WHERE id = $1`, [
      seller.id,
    ]);
    expect(row).toEqual({ ...fixed, email: 'ana.corregida@example.com', code: seller.code, status: 'approved' });
    const audit = await t.sql(`SELECT action, "targetId" FROM audit_log WHERE action = 'member.edit'`);
    expect(audit).toEqual([{ action: 'member.edit', targetId: String(seller.id) }]);
    await t
      .http()
      .post('/api/login')
      .send({ email: 'ana.corregida@example.com', password: seller.password })
      .expect(200);
  });

  it("refuses another member's e-mail with a Spanish 409 and changes nothing", async () => {
    const a = await registerPending(t);
    const b = await registerPending(t);
    const res = await t
      .http()
      .put(`/api/admin/users/${a.id}`)
      .set(admin)
      .send({ ...fixed, email: b.body.email.toUpperCase() })
      .expect(409);
    expect(res.body).toMatchObject({ statusCode: 409, message: 'Ya existe una cuenta con este email' });
    const [row] = await t.sql<{ email: string; name: string }>(`SELECT email, name FROM users WHERE id = $1`, [a.id]);
    expect(row).toEqual({ email: a.body.email, name: a.body.name });
  });

  it('keeps its own e-mail when only other fields change', async () => {
    const a = await registerPending(t);
    await t
      .http()
      .put(`/api/admin/users/${a.id}`)
      .set(admin)
      .send({ ...fixed, email: a.body.email, name: 'Luz Gómez' })
      .expect(200);
  });

  it('refuses a name with digits and a malformed WhatsApp with Spanish field messages', async () => {
    const a = await registerPending(t);
    const res = await t
      .http()
      .put(`/api/admin/users/${a.id}`)
      .set(admin)
      .send({ ...fixed, name: 'Ana 2', whatsapp: '12' })
      .expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['name', 'whatsapp']);
    expect(JSON.stringify(res.body.errors)).toMatch(/nombre|Nombre/);
  });

  it('answers 404 for an unknown member or the administrator', async () => {
    await t.http().put('/api/admin/users/999999').set(admin).send(fixed).expect(404);
    const [adminRow] = await t.sql<{ id: number }>(`SELECT id FROM users WHERE role = 'admin'`);
    await t.http().put(`/api/admin/users/${adminRow.id}`).set(admin).send(fixed).expect(404);
  });

  it('forbids a seller (403) and changes nothing', async () => {
    const seller = await createSeller(t);
    const other = await registerPending(t);
    await t.http().put(`/api/admin/users/${other.id}`).set(bearer(seller.token)).send(fixed).expect(403);
    const [row] = await t.sql<{ name: string }>(`SELECT name FROM users WHERE id = $1`, [other.id]);
    expect(row.name).toBe(other.body.name);
  });
});
