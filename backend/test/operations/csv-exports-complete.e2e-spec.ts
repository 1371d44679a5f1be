import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Exports read a thousand rows at a time. These rows all carry timestamps in one millisecond (microseconds apart),
 * more than a batch of them: paging by a timestamp read into a JavaScript Date would skip or repeat some.
 */
const ROWS = 1205;
const SAME_MILLISECOND = `'2026-03-02 15:04:05.123'::timestamptz + (g % 1000) * interval '1 microsecond'`;

/** The data lines of a CSV export (header and BOM dropped). */
const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(1)
    .filter(Boolean);

function expectEachOnce(rows: string[], prefix: string) {
  const names = rows.map((row) => row.split(';').find((cell) => cell.startsWith(prefix)));
  expect(names.filter((name) => name === undefined)).toEqual([]);
  expect(new Set(names).size).toBe(ROWS);
  expect(names).toHaveLength(ROWS);
}

describe('CSV exports return every row exactly once across batch boundaries', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const exportOf = (path: string, filter: Record<string, unknown>, sort?: [string, string]) =>
    t
      .http()
      .get(path)
      .query({ filter: JSON.stringify(filter), ...(sort ? { sort: JSON.stringify(sort) } : {}) })
      .set(admin)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done(null, text));
      })
      .expect(200)
      .then((res) => lines(res.body as string));

  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(await t.adminToken());
    await t.sql(
      `INSERT INTO users (name, code, slug, email, username, "createdAt")
       SELECT 'Exportado ' || g, 'exp' || g, 'exportado-' || g, 'exportado' || g || '@example.com', 'exportado' || g,
              ${SAME_MILLISECOND}
       FROM generate_series(1, ${ROWS}) g`,
    );
    await t.sql(
      `INSERT INTO audit_log ("adminId", "adminEmail", action, "targetType", "targetId", summary, at)
       SELECT 1, 'admin@multyhealth.local', 'member.update', 'member', g::text, 'Exportada ' || g, ${SAME_MILLISECOND}
       FROM generate_series(1, ${ROWS}) g`,
    );
    await t.sql(
      `INSERT INTO data_requests (name, email, type, message, "dueDate", "createdAt")
       SELECT 'Solicitante ' || g, 'solicitante' || g || '@example.com', 'consulta', 'Mensaje', DATE '2026-03-16',
              ${SAME_MILLISECOND}
       FROM generate_series(1, ${ROWS}) g`,
    );
  });
  afterAll(() => t.close());

  it('members: by registration date, newest first (the list default), and by name', async () => {
    expectEachOnce(await exportOf('/api/admin/users/export', { q: 'exportado' }), 'Exportado ');
    expectEachOnce(await exportOf('/api/admin/users/export', { q: 'exportado' }, ['createdAt', 'ASC']), 'Exportado ');
    const byName = await exportOf('/api/admin/users/export', { q: 'exportado' }, ['name', 'ASC']);
    expectEachOnce(byName, 'Exportado ');
    expect(byName[0]).toMatch(/^Exportado 1;/);
  });

  it("members: an approved member whose time is up says 'Vencido'", async () => {
    await t.sql(
      `UPDATE users SET status = 'approved', "paymentExpiresAt" = CASE code WHEN 'exp1' THEN now() - interval '3 days'
         ELSE now() + interval '90 days' END WHERE code IN ('exp1', 'exp2')`,
    );
    const rows = await exportOf('/api/admin/users/export', { q: 'exportado' }, ['name', 'ASC']);
    const statusOf = (name: string) => rows.find((row) => row.startsWith(`${name};`))!.split(';')[6];
    expect([statusOf('Exportado 1'), statusOf('Exportado 2'), statusOf('Exportado 3')]).toEqual([
      'Vencido',
      'Aprobado',
      'Pendiente',
    ]);
  });

  it('audit log: newest first', async () => {
    expectEachOnce(await exportOf('/api/admin/audit-log/export', { q: 'exportada' }), 'Exportada ');
  });

  it('data requests: by due date and by arrival', async () => {
    expectEachOnce(await exportOf('/api/admin/data-requests/export', { q: 'solicitante' }), 'Solicitante ');
    expectEachOnce(
      await exportOf('/api/admin/data-requests/export', { q: 'solicitante' }, ['dueDate', 'ASC']),
      'Solicitante ',
    );
  });

  it('a bad filter still answers with a JSON 400 before any CSV byte', async () => {
    const res = await t
      .http()
      .get('/api/admin/data-requests/export')
      .query({ filter: JSON.stringify({ nope: 1 }) })
      .set(admin)
      .expect(400);
    expect(res.body.message).toMatch(/No se puede filtrar/);
  });
});
