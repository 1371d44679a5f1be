import { seedMembers } from '../../bench/seed-members.mjs';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { registerPending } from '../support/members.js';

const MEMBERS = 5014;
const BOM = '\uFEFF';

/** The console's lists at the size of a real network: the bench's growth seeding, then the HTTP API. */
describe('admin lists over 5,014 members', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const get = (path: string) => t.http().get(path).set(admin);
  const q = (params: Record<string, unknown>) =>
    Object.entries(params)
      .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
      .join('&');
  const csvLines = (text: string) => text.split('\r\n').filter(Boolean);

  beforeAll(async () => {
    t = await createTestApp({ RUN_JOBS: 'false' });
    admin = bearer(await t.adminToken());
    await seedMembers((text, params) => t.sql(text, params), 1, MEMBERS + 1);
  }, 120_000);
  afterAll(() => t.close());

  it('pages the members due within 30 days, the soonest first, with Content-Range', async () => {
    const [{ due }] = await t.sql<{ due: number }>(
      `SELECT count(*)::int AS due FROM users WHERE role = 'user' AND status = 'approved' AND "paymentExpiresAt" > now() AND "paymentExpiresAt" < now() + interval '30 days'`,
    );
    expect(due).toBeGreaterThan(25);
    const first = await get(`/api/admin/renewals?${q({ range: [0, 24], filter: { days: 30 } })}`).expect(200);
    expect(first.headers['content-range']).toBe(`renewals 0-24/${due}`);
    const second = await get(`/api/admin/renewals?${q({ range: [25, 49], filter: { days: 30 } })}`).expect(200);
    const expiries = [...first.body, ...second.body].map((m: { paymentExpiresAt: string }) =>
      new Date(m.paymentExpiresAt).getTime(),
    );
    expect(expiries).toEqual([...expiries].sort((a, b) => a - b));
    expect(first.body[0].remainingDays).toBe(1);
    expect(first.body.every((m: { remainingDays: number }) => m.remainingDays > 0 && m.remainingDays <= 30)).toBe(true);
  });

  it('lists expired members in their own filter, the most recently lapsed first, and searches them', async () => {
    const [{ expired }] = await t.sql<{ expired: number }>(
      `SELECT count(*)::int AS expired FROM users WHERE role = 'user' AND status = 'approved' AND "paymentExpiresAt" <= now()`,
    );
    const res = await get(`/api/admin/renewals?${q({ range: [0, 24], filter: { expired: true } })}`).expect(200);
    expect(res.headers['content-range']).toBe(`renewals 0-24/${expired}`);
    const days = res.body.map((m: { remainingDays: number }) => m.remainingDays);
    expect(days.every((d: number) => d <= 0)).toBe(true);
    expect(days).toEqual([...days].sort((a, b) => b - a));
    const searched = await get(`/api/admin/renewals?${q({ filter: { expired: true, q: 'miembro4401@' } })}`).expect(
      200,
    );
    expect(searched.body.map((m: { code: string }) => m.code)).toEqual(['m4401']);
    for (const filter of [
      { days: '30' },
      { days: 0 },
      { expired: 'yes' },
      { status: 'approved' },
      { q: 'x'.repeat(201) },
    ]) {
      await get(`/api/admin/renewals?${q({ filter })}`).expect(400);
    }
    await get(`/api/admin/renewals?${q({ sort: ['name', 'ASC'] })}`).expect(400);
  });

  it('exports every member, beyond the 1,000 rows of a page, as ;-separated UTF-8 with BOM and Spanish headers', async () => {
    const res = await get('/api/admin/users/export')
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
      })
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toContain('usuarios.csv');
    const text = res.body as string;
    expect(text.startsWith(BOM)).toBe(true);
    const lines = csvLines(text.slice(1));
    expect(lines[0]).toBe(
      'Nombre;Email;Código;WhatsApp;Ciudad;País;Estado;Días restantes;Video;Patrocinador;Registrado el;Aprobado el;Vence el',
    );
    const [{ total }] = await t.sql<{ total: number }>(`SELECT count(*)::int AS total FROM users WHERE role = 'user'`);
    expect(total).toBeGreaterThanOrEqual(MEMBERS);
    expect(lines).toHaveLength(total + 1);
    expect(new Set(lines.slice(1).map((l) => l.split(';')[1])).size).toBe(total);
    expect(text).toContain('Sofía Pérez 4;miembro4@example.com;m4;');
  });

  it('applies the list filter and search to the export', async () => {
    const filtered = async (filter: Record<string, unknown>) => {
      const res = await get(`/api/admin/users/export?${q({ filter, sort: ['name', 'ASC'] })}`).expect(200);
      return csvLines(res.text.replace(BOM, '')).slice(1);
    };
    const pending = await filtered({ status: 'pending' });
    const [{ n }] = await t.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM users WHERE role = 'user' AND status = 'pending'`,
    );
    expect(pending).toHaveLength(n);
    expect(pending.every((l) => l.includes(';Pendiente;'))).toBe(true);
    const cali = await filtered({ city: 'Cali', status: 'approved' });
    expect(cali.length).toBeGreaterThan(1000);
    // Approved members whose time is up read 'Vencido'.
    expect(cali.every((l) => l.split(';')[4] === 'Cali' && ['Aprobado', 'Vencido'].includes(l.split(';')[6]))).toBe(
      true,
    );
    expect(await filtered({ q: 'miembro123@' })).toHaveLength(1);
    const [{ soon }] = await t.sql<{ soon: number }>(
      `SELECT count(*)::int AS soon FROM users WHERE role = 'user' AND "paymentExpiresAt" > now() AND "paymentExpiresAt" < now() + interval '30 days'`,
    );
    const expiring = await filtered({ expiringWithin: 30 });
    expect(expiring).toHaveLength(soon);
    expect(expiring.every((l) => Number(l.split(';')[7]) >= 1 && Number(l.split(';')[7]) <= 30)).toBe(true);
    await t.sql(`UPDATE users SET "sellerProfileVideoUrl" = '/uploads/videos/a.mp4' WHERE code IN ('m7', 'm8')`);
    expect((await filtered({ hasVideo: true })).map((l) => l.split(';')[2]).sort()).toEqual(['m7', 'm8']);
    await t.sql(`UPDATE users SET "discountCode" = NULL WHERE role = 'user'`);
    await t.sql(`UPDATE users SET "discountCode" = 'PROMO25' WHERE code IN ('m3', 'm4')`);
    await t.sql(`UPDATE users SET "discountCode" = 'otro' WHERE code = 'm5'`);
    const codes = async (filter: Record<string, unknown>) =>
      (await filtered(filter)).map((l) => l.split(';')[2]).sort();
    expect(await codes({ discountCode: ' promo25 ' })).toEqual(['m3', 'm4']);
    expect(await codes({ hasDiscountCode: true })).toEqual(['m3', 'm4', 'm5']);
    const [{ plain }] = await t.sql<{ plain: number }>(
      `SELECT count(*)::int AS plain FROM users WHERE role = 'user' AND "discountCode" IS NULL`,
    );
    expect(await filtered({ hasDiscountCode: false })).toHaveLength(plain);
    const picked = await t.sql<{ id: number }>(`SELECT id FROM users WHERE code IN ('m10', 'm11', 'm12')`);
    expect(await codes({ ids: picked.map((r) => r.id) })).toEqual(['m10', 'm11', 'm12']);
    const page = await get(
      `/api/admin/users?${q({ filter: { ids: picked.map((r) => r.id), discountCode: 'PROMO25' } })}`,
    );
    expect(page.body).toEqual([]);
    const [{ inRange }] = await t.sql<{ inRange: number }>(
      `SELECT count(*)::int AS "inRange" FROM users WHERE role = 'user'
          AND "createdAt" >= ('2026-01-01'::date::timestamp AT TIME ZONE 'America/Bogota') AND "createdAt" < ('2026-03-01'::date::timestamp AT TIME ZONE 'America/Bogota')`,
    );
    expect(await filtered({ createdFrom: '2026-01-01', createdTo: '2026-02-28' })).toHaveLength(inRange);
    for (const filter of [
      { expiringWithin: 0 },
      { hasVideo: 'sí' },
      { createdFrom: '01/02/2026' },
      { expired: 1 },
      { hasDiscountCode: 'sí' },
      { discountCode: 'x'.repeat(51) },
      { ids: 'todos' },
      { ids: [1, 'dos'] },
      { ids: Array.from({ length: 1001 }, (_, i) => i + 1) },
    ]) {
      await get(`/api/admin/users/export?${q({ filter })}`).expect(400);
      await get(`/api/admin/users?${q({ filter })}`).expect(400);
    }
    await get(`/api/admin/users/export?${q({ filter: { password: 'x' } })}`).expect(400);
    await t.http().get('/api/admin/users/export').expect(401);
  });

  it('approves 100 pending members in a row as the console’s bulk action does, then the dashboard matches SQL', async () => {
    const pending = await t.sql<{ id: number }>(
      `SELECT id FROM users WHERE role = 'user' AND status = 'pending' ORDER BY "createdAt", id LIMIT 100`,
    );
    const [{ id: approvedAlready }] = await t.sql<{ id: number }>(
      `SELECT id FROM users WHERE role = 'user' AND status = 'approved' LIMIT 1`,
    );
    expect(pending).toHaveLength(100);
    const summary = { ok: 0, failed: [] as string[] };
    const started = Date.now();
    for (const { id } of [...pending, { id: approvedAlready }]) {
      const res = await t
        .http()
        .put(`/api/admin/users/${id}/approve`)
        .set(admin)
        .send({ password: `Clave-${id}-Segura!` });
      if (res.status === 200) summary.ok++;
      else summary.failed.push(`${res.status} ${res.body.message}`);
    }
    expect(summary.ok).toBe(100);
    expect(summary.failed).toEqual([expect.stringMatching(/^409 /)]);
    console.log(`100 approvals over ${MEMBERS} members: ${Date.now() - started} ms`);
    const ids = pending.map((p) => p.id);
    const [{ approved }] = await t.sql<{ approved: number }>(
      `SELECT count(*)::int AS approved FROM users WHERE id = ANY($1) AND status = 'approved' AND "paymentExpiresAt" > now()`,
      [ids],
    );
    expect(approved).toBe(100);

    const dash = (await get('/api/admin/dashboard').expect(200)).body;
    const [sql] = await t.sql<Record<string, number>>(
      `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
              count(*) FILTER (WHERE status = 'approved')::int AS approved,
              count(*)::int AS total,
              count(*) FILTER (WHERE status = 'approved' AND "paymentExpiresAt" > now())::int AS active,
              count(*) FILTER (WHERE status = 'approved' AND "paymentExpiresAt" <= now())::int AS expired,
              count(*) FILTER (WHERE status = 'approved' AND "paymentExpiresAt" > now()
                                 AND "paymentExpiresAt" <= now() + interval '30 days')::int AS expiring
         FROM users WHERE role = 'user'`,
    );
    expect({
      pending: dash.pendingUsers,
      approved: dash.approvedUsers,
      total: dash.totalUsers,
      active: dash.active,
      expired: dash.expired,
    }).toEqual({
      pending: sql.pending,
      approved: sql.approved,
      total: sql.total,
      active: sql.active,
      expired: sql.expired,
    });
    expect(Math.abs(dash.expiringIn30Days - sql.expiring)).toBeLessThanOrEqual(1);
    const cities = await t.sql<{ city: string; count: number }>(
      `SELECT city, count(*)::int AS count FROM users WHERE role = 'user' AND status = 'approved'
        GROUP BY city ORDER BY count(*) DESC, city LIMIT 5`,
    );
    expect(dash.topCities.map((c: { count: number }) => c.count)).toEqual(cities.map((c) => c.count));
    expect(dash.approvedUsers).toBe(dash.active + dash.expired);
  }, 120_000);

  it('neutralises cells a spreadsheet would run as a formula', async () => {
    const { id, body } = await registerPending(t);
    // Registrant text as it could arrive from any writer of these columns.
    await t.sql(`UPDATE users SET name = $2, city = $3, country = $4 WHERE id = $1`, [
      id,
      '-2+3+cmd|calc',
      '=HYPERLINK("http://evil.example","clic")',
      '@SUM(A1)',
    ]);
    const { id: other } = await registerPending(t, { email: `tab.${body.email}` });
    await t.sql(`UPDATE users SET name = $2, city = $3 WHERE id = $1`, [other, '\tTabulado', '\rRetorno']);
    const res = await get(
      `/api/admin/users/export?${q({ filter: { q: body.email }, sort: ['email', 'DESC'] })}`,
    ).expect(200);
    const [, first, second] = csvLines(res.text.replace(BOM, ''));
    expect(first.split(';').slice(0, 4)).toEqual([`'-2+3+cmd|calc`, body.email, expect.any(String), `'+573001234567`]);
    expect(first).toContain(`;"'=HYPERLINK(""http://evil.example"",""clic"")";'@SUM(A1);`);
    expect(second).toMatch(/^'\tTabulado;/);
    expect(second).toContain(`;"'\rRetorno";`);
  });
});
