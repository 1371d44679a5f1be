import { createECDH, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSeller, type TestSeller } from '../support/members.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

function keys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}
let n = 0;
const fcm = () => `https://fcm.googleapis.com/fcm/send/device-${++n}-${randomBytes(8).toString('hex')}`;

describe('the push contract: public key, devices and preferences', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ PUSH_ENDPOINT_HOSTS: '127.0.0.1:4999,push.example.test' })));
  afterAll(() => t.close());

  const post = (seller: TestSeller, body: unknown) =>
    t
      .http()
      .post('/api/protected/push-subscriptions')
      .set(bearer(seller.token))
      .set('User-Agent', ANDROID_CHROME)
      .send(body as object);
  const devices = async (seller: TestSeller) =>
    (await t.http().get('/api/protected/push-subscriptions').set(bearer(seller.token)).expect(200)).body;

  it('publishes a VAPID key generated once and kept in DATA_DIR outside production', async () => {
    const { publicKey } = (await t.http().get('/api/push/public-key').expect(200)).body;
    const point = Buffer.from(publicKey, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]+$/);
    const stored = JSON.parse(readFileSync(join(t.config.dataDir, 'vapid-keys.json'), 'utf8'));
    expect(stored.publicKey).toBe(publicKey);
  });

  it('stores a device (201), answers 200 for the same endpoint and moves it to whoever posts it', async () => {
    const ana = await createSeller(t);
    const bea = await createSeller(t);
    const endpoint = fcm();
    const created = await post(ana, { endpoint, keys: keys(), expirationTime: null }).expect(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      deviceLabel: 'Chrome en Android',
      createdAt: expect.any(String),
      lastSuccessAt: null,
    });
    await post(ana, { endpoint, keys: keys() }).expect(200);
    expect(await devices(ana)).toHaveLength(1);
    await post(bea, { endpoint, keys: keys(), expirationTime: Date.now() + 86_400_000 }).expect(200);
    expect(await devices(ana)).toEqual([]);
    expect((await devices(bea)).map((d: { id: number }) => d.id)).toEqual([created.body.id]);
  });

  it('keeps one row when the same subscription is posted twice at once', async () => {
    const seller = await createSeller(t);
    const body = { endpoint: fcm(), keys: keys() };
    const statuses = (await Promise.all([post(seller, body), post(seller, body), post(seller, body)])).map(
      (r) => r.status,
    );
    expect(statuses.sort()).toEqual([200, 200, 201]);
    const [{ n: rows }] = await t.sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM push_subscriptions WHERE endpoint = $1`,
      [body.endpoint],
    );
    expect(rows).toBe(1);
  });

  it('keeps at most 10 devices: the eleventh replaces the oldest', async () => {
    const seller = await createSeller(t);
    const endpoints = Array.from({ length: 11 }, fcm);
    for (const endpoint of endpoints) await post(seller, { endpoint, keys: keys() }).expect(201);
    const kept = await t.sql<{ endpoint: string }>(
      `SELECT endpoint FROM push_subscriptions WHERE "memberId" = $1 ORDER BY id`,
      [seller.id],
    );
    expect(kept.map((r) => r.endpoint)).toEqual(endpoints.slice(1));
  });

  it('removes a device by endpoint or by id (204), only the member’s own', async () => {
    const owner = await createSeller(t);
    const other = await createSeller(t);
    const endpoint = fcm();
    await post(owner, { endpoint, keys: keys() }).expect(201);
    const remove = (seller: TestSeller) =>
      t.http().delete('/api/protected/push-subscriptions').query({ endpoint }).set(bearer(seller.token)).expect(204);
    await remove(other);
    expect(await devices(owner)).toHaveLength(1);
    await remove(owner);
    expect(await devices(owner)).toEqual([]);
    await t.http().delete('/api/protected/push-subscriptions').set(bearer(owner.token)).expect(400);
    const { id } = (await post(owner, { endpoint, keys: keys() }).expect(201)).body;
    await t.http().delete(`/api/protected/push-subscriptions/${id}`).set(bearer(other.token)).expect(404);
    await t.http().delete(`/api/protected/push-subscriptions/${id}`).set(bearer(owner.token)).expect(204);
    expect(await devices(owner)).toEqual([]);
  });

  it.each([
    ['a host that is no push service', 'https://evil.example.com/push/1'],
    ['http on a push service', 'http://fcm.googleapis.com/fcm/send/x'],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.example/x'],
    ['a look-alike Windows host', 'https://notify.windows.com.evil.example/x'],
    ['http on a non-loopback extra host', 'http://push.example.test/x'],
    ['a loopback host not listed', 'http://127.0.0.1:5000/x'],
    ['http on a loopback port not listed', 'http://127.0.0.1/x'],
    ['credentials in the URL', 'https://user:pw@fcm.googleapis.com/x'],
    ['another scheme', 'javascript:alert(1)'],
    ['not a URL', 'fcm.googleapis.com/x'],
    ['an endpoint over 1,000 characters', `https://fcm.googleapis.com/${'a'.repeat(1000)}`],
  ])('refuses %s with a Spanish 400', async (_case, endpoint) => {
    const seller = await createSeller(t);
    const res = await post(seller, { endpoint, keys: keys() }).expect(400);
    expect(res.body.message).toMatch(/dirección de notificaciones/);
  });

  it('accepts the four push services, Windows’ regional hosts and the listed hosts', async () => {
    const seller = await createSeller(t);
    for (const endpoint of [
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGz',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://push.example.test/x',
      'http://127.0.0.1:4999/push/1',
    ])
      await post(seller, { endpoint, keys: keys() }).expect(201);
  });

  it.each([
    ['a short p256dh', { p256dh: randomBytes(33).toString('base64url'), auth: randomBytes(16).toString('base64url') }],
    [
      'a p256dh off the curve',
      {
        p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    ],
    ['an auth of 12 bytes', { p256dh: keys().p256dh, auth: randomBytes(12).toString('base64url') }],
    ['keys that are not base64url', { p256dh: '$$$', auth: '***' }],
    ['no keys', undefined],
  ])('refuses %s with a Spanish 400', async (_case, badKeys) => {
    const seller = await createSeller(t);
    const res = await post(seller, { endpoint: fcm(), keys: badKeys }).expect(400);
    expect(res.body.message).toMatch(/clave/);
  });

  it('keeps four switches, all on by default, each a boolean', async () => {
    const seller = await createSeller(t);
    const url = '/api/protected/notification-preferences';
    const all = { newOrder: true, paymentApproved: true, expiryReminders: true, newRecruit: true };
    expect((await t.http().get(url).set(bearer(seller.token)).expect(200)).body).toEqual(all);
    const changed = { ...all, newOrder: false, newRecruit: false };
    await t.http().put(url).set(bearer(seller.token)).send(changed).expect(200, changed);
    expect((await t.http().get(url).set(bearer(seller.token)).expect(200)).body).toEqual(changed);
    const bad = await t
      .http()
      .put(url)
      .set(bearer(seller.token))
      .send({ ...all, newOrder: 'sí' })
      .expect(400);
    expect(bad.body.message).toBe('El valor debe ser verdadero o falso');
    await t.http().put(url).set(bearer(seller.token)).send({ newOrder: true }).expect(400);
    await t.http().get(url).expect(401);
    await t
      .http()
      .get(url)
      .set(bearer(await t.adminToken()))
      .expect(403);
  });

  it('answers 409 to a test notification without devices', async () => {
    const seller = await createSeller(t);
    const res = await t.http().post('/api/protected/push-subscriptions/test').set(bearer(seller.token)).expect(409);
    expect(res.body.message).toBe('No tienes dispositivos con las notificaciones activadas');
  });
  it('exports the devices without their endpoint or keys, and deletes them with the account', async () => {
    const seller = await createSeller(t);
    const endpoint = fcm();
    await post(seller, { endpoint, keys: keys() }).expect(201);
    const res = await t.http().get('/api/protected/my-data').set(bearer(seller.token)).expect(200);
    const exported = JSON.parse(res.text).notifications;
    expect(exported).toEqual({
      devices: [{ deviceLabel: 'Chrome en Android', createdAt: expect.any(String), lastSuccessAt: null }],
      preferences: { newOrder: true, paymentApproved: true, expiryReminders: true, newRecruit: true },
    });
    expect(res.text).not.toContain(endpoint);
    await t
      .http()
      .delete('/api/protected/account')
      .set(bearer(seller.token))
      .send({ password: seller.password })
      .expect((r) => expect(r.status).toBeLessThan(300));
    expect(await t.sql(`SELECT id FROM push_subscriptions WHERE endpoint = $1`, [endpoint])).toEqual([]);
  });
});
