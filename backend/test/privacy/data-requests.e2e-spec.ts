import { bearer, createTestApp, sentMail, type TestApp } from '../support/test-app.js';

describe('data-request desk: POST /api/data-requests and /api/admin/data-requests', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ AUTH_RATE_LIMIT: '5' })));
  afterAll(() => t.close());

  const file = (body: Record<string, unknown>, ip = '10.1.0.1') =>
    t.http().post('/api/data-requests').set('X-Forwarded-For', ip).send(body);

  it('files a request, e-mails the confirmation with the due date, and audits it without personal data', async () => {
    const res = await file({
      name: 'Marta Solicitante',
      email: 'Marta.Solicitante@example.com',
      type: 'consulta',
      message: '¿Qué datos tienen sobre mí?',
    }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      message: expect.any(String),
    });
    const mail = await sentMail(t.config, (m) => m.to.includes('marta.solicitante@example.com'));
    expect(mail.subject).toContain(`n.º ${res.body.id}`);
    expect(mail.text).toContain('Fecha límite de respuesta');
    const [entry] = await t.sql<{ summary: string; action: string }>(
      `SELECT action, summary FROM audit_log WHERE "targetType" = 'data_request' AND "targetId" = $1`,
      [String(res.body.id)],
    );
    expect(entry.action).toBe('data_request.create');
    expect(entry.summary).not.toMatch(/Marta|example\.com/);
  });

  it('refuses bad input in Spanish', async () => {
    const bad = await file({ name: '', email: 'no-es-email', type: 'otro', message: '' }, '10.1.0.2').expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'message', 'name', 'type']);
    expect(bad.body.errors.type).toMatch(/consulta, reclamo o supresión/);
    await file(
      { name: 'Ana Pérez', email: 'a@example.com', type: 'reclamo', message: 'x'.repeat(5001) },
      '10.1.0.2',
    ).expect(400);
  });

  it('is rate-limited per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await file(
        { name: 'Luis Limite', email: `luis${i}@example.com`, type: 'consulta', message: 'Hola' },
        '10.9.9.9',
      );
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
  });

  it('lets the admin list (simple-rest), answer once (e-mailed, audited) and see overdue ones', async () => {
    const admin = bearer(await t.adminToken());
    const created = (
      await file(
        { name: 'Rosa Reclamo', email: 'rosa@example.com', type: 'supresion', message: 'Borren mis datos' },
        '10.1.0.3',
      ).expect(201)
    ).body;
    await t.sql(
      `INSERT INTO data_requests (name, email, type, message, "dueDate", "createdAt") VALUES ('Vieja', 'vieja@example.com', 'consulta', 'Antigua', '2020-01-15', '2020-01-01')`,
    );
    const list = await t
      .http()
      .get('/api/admin/data-requests?sort=["dueDate","ASC"]&range=[0,9]&filter={"status":"pendiente"}')
      .set(admin)
      .expect(200);
    expect(list.headers['content-range']).toMatch(/^data-requests 0-\d+\/\d+$/);
    expect(list.body[0]).toMatchObject({ name: 'Vieja', overdue: true, status: 'pendiente', dueDate: '2020-01-15' });
    const overdue = await t.http().get('/api/admin/data-requests?filter={"overdue":true}').set(admin).expect(200);
    expect(overdue.body.map((r: { name: string }) => r.name)).toEqual(['Vieja']);

    const results = await Promise.all(
      [1, 2, 3].map(() =>
        t
          .http()
          .put(`/api/admin/data-requests/${created.id}`)
          .set(admin)
          .send({ ...created, answer: 'Sus datos fueron eliminados.' }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const done = results.find((r) => r.status === 200)!.body;
    expect(done).toMatchObject({ status: 'respondida', answer: 'Sus datos fueron eliminados.', overdue: false });
    const mail = await sentMail(
      t.config,
      (m) => m.to.includes('rosa@example.com') && m.subject.startsWith('Respuesta'),
    );
    expect(mail.text).toContain('Sus datos fueron eliminados.');
    const audited = await t.sql(`SELECT 1 FROM audit_log WHERE action = 'data_request.answer' AND "targetId" = $1`, [
      String(created.id),
    ]);
    expect(audited).toHaveLength(1);
    await t.http().put(`/api/admin/data-requests/${created.id}`).set(admin).send({ answer: ' ' }).expect(400);
    await t.http().put('/api/admin/data-requests/999999').set(admin).send({ answer: 'x' }).expect(404);
    await t.http().get('/api/admin/data-requests').expect(401);
  });
});
