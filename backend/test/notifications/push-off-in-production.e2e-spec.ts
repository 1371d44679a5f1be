import { createECDH, randomBytes } from 'node:crypto';
import { createSeller } from '../support/members.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

describe('push in production without VAPID keys', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ NODE_ENV: 'production' })));
  afterAll(() => t.close());

  it('is off: the public key and subscribing answer 404, the switches still answer', async () => {
    await t.http().get('/api/push/public-key').expect(404);
    const seller = await createSeller(t);
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    const res = await t
      .http()
      .post('/api/protected/push-subscriptions')
      .set(bearer(seller.token))
      .send({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys })
      .expect(404);
    expect(res.body.message).toBe('Las notificaciones push no están activas en este servidor');
    await t.http().post('/api/protected/push-subscriptions/test').set(bearer(seller.token)).expect(404);
    await t.http().get('/api/protected/notification-preferences').set(bearer(seller.token)).expect(200);
  });

  it('refuses VAPID keys given in part or malformed at start-up', async () => {
    const { loadConfig } = await import('../../src/config/app-config.js');
    const base = { NODE_ENV: 'development', DATA_DIR: t.config.dataDir };
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: 'B'.repeat(87) })).toThrow(/van juntas/);
    const pair = { VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}`, VAPID_PRIVATE_KEY: 'A'.repeat(43) };
    expect(() => loadConfig({ ...base, ...pair, VAPID_SUBJECT: 'http://example.com' })).toThrow(/mailto:/);
    expect(() => loadConfig({ ...base, ...pair, VAPID_SUBJECT: 'mailto:ops@example.com' })).not.toThrow();
    expect(() => loadConfig({ ...base, ...pair, VAPID_PRIVATE_KEY: 'abc', VAPID_SUBJECT: 'mailto:a@b.co' })).toThrow(
      /32 bytes/,
    );
    expect(() => loadConfig({ ...base, PUSH_ENDPOINT_HOSTS: 'http://x' })).toThrow(/PUSH_ENDPOINT_HOSTS/);
  });
});
