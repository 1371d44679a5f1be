import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, bearer, type TestApp } from '../support/test-app.js';
import { registerPending } from '../support/members.js';

const NOT_JSON = 'El cuerpo de la solicitud debe ser JSON (Content-Type: application/json)';

describe('a body the API cannot read answers 415 in Spanish (not an empty body)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  const login = () => JSON.stringify({ email: t.config.adminEmail, password: t.config.adminPassword });

  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['XML', 'application/xml'],
    ['an octet stream', 'application/octet-stream'],
  ])('refuses %s on a JSON endpoint', async (_label, type) => {
    const res = await t.http().post('/api/login').set('Content-Type', type).send(login()).expect(415);
    expect(res.body).toEqual({ statusCode: 415, message: NOT_JSON, errors: { body: NOT_JSON } });
  });

  it('refuses a body without any Content-Type', async () => {
    const server = t.app.getHttpServer() as Server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    // Bytes, unlike a string, go out with no Content-Type at all.
    const res = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      body: new TextEncoder().encode(login()),
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toBe(NOT_JSON);
  });

  it('refuses text/plain on an admin write before doing anything', async () => {
    const admin = bearer(await t.adminToken());
    const member = await registerPending(t, {});
    await t
      .http()
      .put(`/api/admin/users/${member.id}`)
      .set(admin)
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify({ name: 'Cambio Ignorado' }))
      .expect(415);
    const [row] = await t.sql<{ name: string }>(`SELECT name FROM users WHERE id = $1`, [member.id]);
    expect(row.name).not.toBe('Cambio Ignorado');
  });

  it('still reads JSON (also with a charset), multipart uploads, and bodiless writes', async () => {
    await t.http().post('/api/login').set('Content-Type', 'application/json; charset=utf-8').send(login()).expect(200);
    const admin = bearer(await t.adminToken());
    // A multipart upload reaches its handler (which judges the file), never the 415.
    const upload = await t
      .http()
      .post('/api/upload')
      .set(admin)
      .attach('image', Buffer.from('no es una imagen'), 'x.png');
    expect(upload.status).not.toBe(415);
    // A write that only names its target sends no body (Content-Length: 0), whatever its Content-Type.
    await t.http().post('/api/login').set('Content-Length', '0').expect(400);
    // ra-data-simple-rest sends DELETE with Content-Type text/plain and no body.
    const member = await registerPending(t, {});
    await t.http().delete(`/api/admin/users/${member.id}`).set(admin).set('Content-Type', 'text/plain').expect(200);
  });

  it('keeps the payment events endpoint reading JSON', async () => {
    // Online payment is off here: the endpoint answers 404 to a JSON event, and 415 to text.
    await t.http().post('/api/payments/wompi/events').send({ event: 'transaction.updated' }).expect(404);
    await t
      .http()
      .post('/api/payments/wompi/events')
      .set('Content-Type', 'text/plain')
      .send('{"event":"transaction.updated"}')
      .expect(415);
  });
});
