import webPush from 'web-push';
import { GATEWAY_ENV, GatewayStandIn } from '../../../scripts/e2e/wompi-stand-in.js';
import { SubscriptionsService } from '../../src/modules/subscriptions/application/subscriptions.service.js';
import { insertProduct, placeOrder, setPrice, showPrices } from '../orders/order-fixtures.js';
import { createSeller, registerPending, type TestSeller } from '../support/members.js';
import { bearer, createTestApp, eventually, type TestApp } from '../support/test-app.js';
import { createTestDatabase } from '../support/test-database.js';
import { PushServiceStandIn, type StandInDevice } from './push-service-stand-in.js';

describe('push notifications reach the seller’s devices through the durable outbox', () => {
  const push = new PushServiceStandIn();
  const gateway = new GatewayStandIn();
  let t: TestApp;
  let productId: number;
  beforeAll(async () => {
    await push.start();
    t = await createTestApp({
      ...GATEWAY_ENV,
      WOMPI_API_URL: await gateway.start(),
      PUSH_ENDPOINT_HOSTS: `fcm.example.test, ${push.host}`,
    });
    push.expectedKey = (await t.http().get('/api/push/public-key').expect(200)).body.publicKey;
    productId = await insertProduct(t, 'Colágeno', 90000);
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([push.close(), gateway.close()]);
  });

  async function subscribe(app: TestApp, seller: TestSeller): Promise<StandInDevice> {
    const device = push.newDevice();
    await app
      .http()
      .post('/api/protected/push-subscriptions')
      .set(bearer(seller.token))
      .send({ endpoint: device.endpoint, keys: device.keys, expirationTime: null })
      .expect(201);
    return device;
  }
  const pending = async () =>
    (await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM push_outbox WHERE status = 'pending'`))[0].n;

  it('sends a new order, encrypted and VAPID-signed, with the contract’s payload and high urgency', async () => {
    const seller = await createSeller(t);
    await showPrices(t, seller, true);
    await setPrice(t, seller, productId, 95000);
    const device = await subscribe(t, seller);
    const order = await placeOrder(t, seller, {
      items: [{ productId, quantity: 2 }],
      customerName: 'Luisa Fernanda Gómez',
      city: 'Cali',
    });
    const [received] = await eventually(() => {
      expect(push.to(device)).toHaveLength(1);
      return push.to(device);
    });
    expect(received.payload).toEqual({
      title: `Nuevo pedido ${order.reference}`,
      body: 'De Luisa · $ 190.000 COP. Toca para verlo.',
      url: `/dashboard?tab=orders&order=${order.id}`,
      tag: `pedido-${order.id}`,
    });
    expect(received.urgency).toBe('high');
    expect(received.ttl).toBeGreaterThan(86_000);
    expect(push.refused).toEqual([]);
    await eventually(async () => {
      const [row] = await t.sql<{ last: Date | null }>(
        `SELECT "lastSuccessAt" AS last FROM push_subscriptions WHERE endpoint = $1`,
        [device.endpoint],
      );
      expect(row.last).not.toBeNull();
      expect(await pending()).toBe(0);
    });
  });

  it('names the city without a customer name and hides the total when the page shows no prices', async () => {
    const seller = await createSeller(t);
    const device = await subscribe(t, seller);
    await placeOrder(t, seller, { items: [{ productId, quantity: 1 }], city: 'Pasto' });
    await eventually(() =>
      expect(push.to(device).map((p) => p.payload.body)).toEqual(['Desde Pasto. Toca para verlo.']),
    );
  });

  it('sends an approved online renewal and each renewal reminder', async () => {
    const seller = await createSeller(t);
    const device = await subscribe(t, seller);
    const checkout = (await t.http().post('/api/protected/subscription/payment').set(bearer(seller.token)).expect(201))
      .body;
    const paid = gateway.pay(checkout.reference, checkout.amountInCents);
    await t.http().get(`/api/protected/subscription/payment?id=${paid.id}`).set(bearer(seller.token)).expect(200);
    await eventually(() => expect(push.to(device).map((p) => p.payload.title)).toEqual(['Pago aprobado']));
    expect(push.to(device)[0].payload).toMatchObject({ url: '/dashboard', tag: `pago-${checkout.reference}` });

    await t.sql(`UPDATE users SET "paymentExpiresAt" = now() + interval '2 years' WHERE role = 'user'`);
    await t.sql(`UPDATE users SET "paymentExpiresAt" = now() + interval '6 days 1 hour' WHERE id = $1`, [seller.id]);
    await t.app.get(SubscriptionsService).sendDueReminders();
    await eventually(() => expect(push.to(device)).toHaveLength(2));
    expect(push.to(device)[1].payload).toEqual({
      title: 'Tu suscripción vence en 7 días',
      body: 'Renueva a tiempo para que tu página siga activa sin interrupciones.',
      url: '/dashboard?renovar=1',
      tag: 'vencimiento-7',
    });
  });

  it('tells the sponsor about a registration through their page', async () => {
    const sponsor = await createSeller(t);
    const device = await subscribe(t, sponsor);
    await registerPending(t, { ref: sponsor.code, name: 'Marta Ruiz', city: 'Tunja' });
    await eventually(() =>
      expect(push.to(device).map((p) => p.payload.body)).toEqual([
        'Marta (Tunja) quiere ser distribuidor con tu código.',
      ]),
    );
  });

  it('queues nothing for a seller with the switch off or without devices', async () => {
    const seller = await createSeller(t);
    const device = await subscribe(t, seller);
    const off = { newOrder: false, paymentApproved: true, expiryReminders: true, newRecruit: true };
    await t.http().put('/api/protected/notification-preferences').set(bearer(seller.token)).send(off).expect(200);
    const before = (await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM push_outbox`))[0].n;
    await placeOrder(t, seller, { items: [{ productId, quantity: 1 }], city: 'Neiva' });
    await placeOrder(t, await createSeller(t), { items: [{ productId, quantity: 1 }], city: 'Neiva' });
    expect((await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM push_outbox`))[0].n).toBe(before);
    // The test notification ignores the switches.
    await t.http().post('/api/protected/push-subscriptions/test').set(bearer(seller.token)).expect(202, { queued: 1 });
    await eventually(() => expect(push.to(device).map((p) => p.payload.title)).toEqual(['Prueba de notificaciones']));
  });

  it('deletes a device whose push service answers 410, and keeps the other', async () => {
    const seller = await createSeller(t);
    const gone = await subscribe(t, seller);
    const alive = await subscribe(t, seller);
    push.answer(gone, 410);
    await placeOrder(t, seller, { items: [{ productId, quantity: 1 }], city: 'Ibagué' });
    await eventually(() => expect(push.to(alive)).toHaveLength(1));
    await eventually(async () => {
      const rows = await t.sql<{ endpoint: string }>(`SELECT endpoint FROM push_subscriptions WHERE "memberId" = $1`, [
        seller.id,
      ]);
      expect(rows.map((r) => r.endpoint)).toEqual([alive.endpoint]);
    });
  });

  it('delivers after a restart what was queued before it, and retries after a failure', async () => {
    const database = await createTestDatabase();
    const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:soporte@multyhealth.test' };
    const env = {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: vapid.subject,
      PUSH_ENDPOINT_HOSTS: push.host,
    };
    const expected = push.expectedKey;
    push.expectedKey = vapid.publicKey;
    try {
      const first = await createTestApp({ ...env, RUN_JOBS: 'false' }, { database });
      const product = await insertProduct(first, 'Omega 3', 50000);
      const seller = await createSeller(first);
      const device = await subscribe(first, seller);
      push.answer(device, 503);
      await placeOrder(first, seller, { items: [{ productId: product, quantity: 1 }], city: 'Montería' });
      await first.close();
      expect(push.to(device)).toEqual([]);

      const second = await createTestApp(env, { database });
      try {
        // The first attempt meets a 503 and backs off; once the service is back, the retry delivers.
        await eventually(async () => {
          const [row] = await second.sql<{ attempts: number; lastError: string }>(
            `SELECT attempts, "lastError" FROM push_outbox`,
          );
          expect(row).toEqual({ attempts: 1, lastError: 'HTTP 503' });
        });
        push.answer(device, 201);
        await second.sql(`UPDATE push_outbox SET "nextAttemptAt" = now()`);
        const { PushOutboxDispatcher } =
          await import('../../src/modules/notifications/infrastructure/push-outbox-dispatcher.js');
        second.app.get(PushOutboxDispatcher).soon();
        await eventually(() =>
          expect(push.to(device).map((p) => p.payload.body)).toEqual(['Desde Montería. Toca para verlo.']),
        );
        await eventually(async () => expect(await second.sql(`SELECT id FROM push_outbox`)).toEqual([]));
      } finally {
        await second.close();
      }
    } finally {
      push.expectedKey = expected;
      await database.drop();
    }
  });
});
