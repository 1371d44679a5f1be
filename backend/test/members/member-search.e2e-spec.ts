import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { registerPending } from '../support/members.js';

describe('admin: finding members (accents, several words, WhatsApp in any format, city and country)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const ids: Record<string, number> = {};
  const names = (filter: Record<string, unknown>) =>
    t
      .http()
      .get('/api/admin/users')
      .query({ filter: JSON.stringify(filter), range: '[0,99]', sort: '["name","ASC"]' })
      .set(admin)
      .expect(200)
      .then((res) => res.body.map((u: { name: string }) => u.name) as string[]);

  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(await t.adminToken());
    for (const [key, overrides] of Object.entries({
      mejia: { name: 'Ramón Mejía', city: 'bogota', whatsapp: '+57 315 777 8899' },
      laura: { name: 'Laura Gómez', city: 'Cali', whatsapp: '+573001112233' },
      angeles: { name: 'María de los Ángeles Ruiz', city: 'lima', country: 'peru', whatsapp: '+51 912 345 678' },
      other: { name: 'Laura Pineda', city: 'Medellín', whatsapp: '+573004445566' },
    }))
      ids[key] = (await registerPending(t, overrides)).id;
  });
  afterAll(() => t.close());

  it('stores the registration city and country in the list spelling', async () => {
    const rows = await t.sql<{ city: string; country: string }>(
      `SELECT city, country FROM users WHERE id = ANY($1) ORDER BY id`,
      [[ids.mejia, ids.angeles]],
    );
    expect(rows).toEqual([
      { city: 'Bogotá', country: 'Colombia' },
      { city: 'Lima', country: 'Perú' },
    ]);
  });

  it('ignores case and accents, both in what is typed and in what is stored', async () => {
    expect(await names({ q: 'mejia' })).toEqual(['Ramón Mejía']);
    expect(await names({ q: 'MEJÍA' })).toEqual(['Ramón Mejía']);
    expect(await names({ q: 'angeles' })).toEqual(['María de los Ángeles Ruiz']);
    expect(await names({ q: 'ÁNGELES' })).toEqual(['María de los Ángeles Ruiz']);
  });

  it('matches every word, in any order, each in the name, e-mail or code', async () => {
    expect(await names({ q: 'laura gomez' })).toEqual(['Laura Gómez']);
    expect(await names({ q: '  gómez   LAURA ' })).toEqual(['Laura Gómez']);
    expect(await names({ q: 'laura' })).toEqual(['Laura Gómez', 'Laura Pineda']);
    expect(await names({ q: 'laura mejia' })).toEqual([]);
    const [{ email }] = await t.sql<{ email: string }>(`SELECT email FROM users WHERE id = $1`, [ids.other]);
    expect(await names({ q: `pineda ${email.split('@')[0]}` })).toEqual(['Laura Pineda']);
  });

  it('finds a member by WhatsApp number typed in any format', async () => {
    for (const typed of ['+57 315 777 8899', '3157778899', '315-777-8899', '(315) 777 8899', '573157778899']) {
      expect({ typed, found: await names({ q: typed }) }).toEqual({ typed, found: ['Ramón Mejía'] });
    }
    expect(await names({ q: '912 345 678' })).toEqual(['María de los Ángeles Ruiz']);
    expect(await names({ q: '315 777 0000' })).toEqual([]);
  });

  it('takes LIKE wildcards literally and refuses an over-long search in Spanish', async () => {
    expect(await names({ q: '%' })).toEqual([]);
    expect(await names({ q: 'laura_gomez' })).toEqual([]);
    const res = await t
      .http()
      .get('/api/admin/users')
      .query({ filter: JSON.stringify({ q: 'x'.repeat(201) }) })
      .set(admin)
      .expect(400);
    expect(res.body.message).toBe('La búsqueda debe ser un texto de hasta 200 caracteres');
  });

  it('filters city and country like the search, and reports the filtered total', async () => {
    expect(await names({ city: 'bogota' })).toEqual(['Ramón Mejía']);
    expect(await names({ city: 'BOGOTÁ' })).toEqual(['Ramón Mejía']);
    expect(await names({ country: 'peru' })).toEqual(['María de los Ángeles Ruiz']);
    expect(await names({ country: 'colombia', q: 'laura' })).toEqual(['Laura Gómez', 'Laura Pineda']);
    const res = await t
      .http()
      .get('/api/admin/users')
      .query({ filter: JSON.stringify({ city: 'medellin' }), range: '[0,0]' })
      .set(admin)
      .expect(200);
    expect(res.headers['content-range']).toBe('users 0-0/1');
  });

  it('exports the same members the search lists', async () => {
    const res = await t
      .http()
      .get('/api/admin/users/export')
      .query({ filter: JSON.stringify({ q: 'gomez laura' }) })
      .set(admin)
      .expect(200);
    expect(res.text).toContain('Laura Gómez');
    expect(res.text).not.toContain('Laura Pineda');
    expect(res.text).not.toContain('Mejía');
  });

  describe('edit (PUT /api/admin/users/:id)', () => {
    const edit = (id: number, changes: Record<string, string>) =>
      t
        .http()
        .put(`/api/admin/users/${id}`)
        .set(admin)
        .send({ name: 'Laura Gómez', email: `laura.${id}@example.com`, whatsapp: '+573001112233', ...changes });

    it('refuses a country that is not on the list with a Spanish 400 and changes nothing', async () => {
      const res = await edit(ids.laura, { city: 'Bogotá', country: 'Colmbia' }).expect(400);
      expect(res.body).toMatchObject({ message: 'Elige un país de la lista', errors: { country: expect.any(String) } });
      const [row] = await t.sql(`SELECT city, country FROM users WHERE id = $1`, [ids.laura]);
      expect(row).toEqual({ city: 'Cali', country: 'Colombia' });
    });

    it('stores the country and a listed city in the list spelling, and a typed city normalised', async () => {
      expect((await edit(ids.laura, { city: 'quito', country: 'ecuador' }).expect(200)).body).toMatchObject({
        city: 'Quito',
        country: 'Ecuador',
      });
      await edit(ids.laura, { city: '  villa   de leyva ', country: 'Colombia' }).expect(200);
      const [row] = await t.sql(`SELECT city, country FROM users WHERE id = $1`, [ids.laura]);
      expect(row).toEqual({ city: 'Villa de Leyva', country: 'Colombia' });
      expect(await names({ city: 'leyva' })).toEqual(['Laura Gómez']);
    });

    it('keeps the search up to date with an edited name and number', async () => {
      await edit(ids.other, {
        name: 'Laura Peñaloza',
        whatsapp: '+57 300 999 8877',
        city: 'Cali',
        country: 'Colombia',
      }).expect(200);
      expect(await names({ q: 'penaloza' })).toEqual(['Laura Peñaloza']);
      expect(await names({ q: '300 999 8877' })).toEqual(['Laura Peñaloza']);
      expect(await names({ q: 'pineda' })).toEqual([]);
    });
  });

  it('refuses a registration from a country that is not on the list', async () => {
    const res = await t
      .http()
      .post('/api/register')
      .send({
        name: 'Pedro Paz',
        code: `pedro-paz-${process.pid}`,
        email: `pedro.${process.pid}@example.com`,
        whatsapp: '+573001234567',
        city: 'Cali',
        country: 'Narnia',
        acceptTerms: true,
      })
      .expect(400);
    expect(res.body.message).toBe('Elige un país de la lista');
  });
});
