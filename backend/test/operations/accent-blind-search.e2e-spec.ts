import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

describe('console lists search without regard to accents or case', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const search = (path: string, q: string) =>
    t
      .http()
      .get(path)
      .query({ filter: JSON.stringify({ q }), range: '[0,49]' })
      .set(admin)
      .expect(200)
      .then((res) => res.body as Record<string, unknown>[]);

  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(await t.adminToken());
    await t.sql(
      `INSERT INTO audit_log ("adminId", "adminEmail", action, "targetType", summary)
       VALUES (1, 'admin@multyhealth.local', 'member.update', 'member', 'Datos de Ramón Mejía corregidos'),
              (1, 'admin@multyhealth.local', 'member.update', 'member', 'Datos de Ramon Mejia Otero corregidos'),
              (1, 'admin@multyhealth.local', 'member.update', 'member', 'Datos de Laura Gómez corregidos')`,
    );
    await t.sql(
      `INSERT INTO data_requests (name, email, type, message, "dueDate")
       VALUES ('Ramón Mejía', 'ramon@example.com', 'consulta', 'Qué datos tienen', DATE '2026-12-10'),
              ('Laura Gómez', 'laura@example.com', 'reclamo', 'Corrijan mi dirección en Bogotá', DATE '2026-12-10')`,
    );
  });
  afterAll(() => t.close());

  it.each(['mejia', 'MEJÍA', 'Ramón Mejía', 'ramon mejia'])('audit log: "%s" finds both spellings', async (q) => {
    const found = await search('/api/admin/audit-log', q);
    expect(found.map((e) => e.summary).sort()).toEqual([
      'Datos de Ramon Mejia Otero corregidos',
      'Datos de Ramón Mejía corregidos',
    ]);
  });

  it.each(['mejia', 'RAMÓN', 'ramon mejia'])('data requests: "%s" finds Ramón Mejía', async (q) => {
    const found = await search('/api/admin/data-requests', q);
    expect(found.map((r) => r.name)).toEqual(['Ramón Mejía']);
  });

  it('data requests: the message is searched too, and % or _ are plain characters', async () => {
    expect((await search('/api/admin/data-requests', 'direccion en bogota')).map((r) => r.name)).toEqual([
      'Laura Gómez',
    ]);
    expect(await search('/api/admin/data-requests', '%')).toEqual([]);
    expect(await search('/api/admin/data-requests', '_')).toEqual([]);
  });
});
