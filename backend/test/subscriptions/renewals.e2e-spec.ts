import { SubscriptionsService } from '../../src/modules/subscriptions/application/subscriptions.service.js';
import { bearer, createTestApp, outbox, type TestApp } from '../support/test-app.js';
import { createSeller, registerPending, type TestSeller } from '../support/members.js';

const DAY = 24 * 60 * 60 * 1000;

describe('subscriptions', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const expireIn = (seller: TestSeller, days: number) =>
    t.sql(`UPDATE users SET "paymentExpiresAt" = $2 WHERE id = $1`, [seller.id, new Date(Date.now() + days * DAY)]);

  beforeAll(async () => {
    t = await createTestApp({ RUN_JOBS: 'false' });
    admin = bearer(await t.adminToken());
  });
  afterAll(() => t.close());

  it('lists members expiring within the period, expired ones included, soonest first', async () => {
    const soon = await createSeller(t);
    const expired = await createSeller(t);
    const later = await createSeller(t);
    await expireIn(soon, 10);
    await expireIn(expired, -3);
    await expireIn(later, 50);
    const in30 = (await t.http().get('/api/admin/users-near-expiration?days=30').set(admin).expect(200)).body;
    const ids = in30.map((u: { id: number }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([soon.id, expired.id]));
    expect(ids).not.toContain(later.id);
    expect(ids.indexOf(expired.id)).toBeLessThan(ids.indexOf(soon.id));
    expect(in30.find((u: { id: number }) => u.id === expired.id).remainingDays).toBeLessThanOrEqual(0);
    const in60 = (await t.http().get('/api/admin/users-near-expiration?days=60').set(admin).expect(200)).body;
    expect(in60.map((u: { id: number }) => u.id)).toContain(later.id);
    for (const days of ['abc', '0x10', '1e1', '-5'])
      await t.http().get(`/api/admin/users-near-expiration?days=${days}`).set(admin).expect(400);
  });

  it('finds a member to renew by name without accents, words in any order, or by WhatsApp as typed', async () => {
    const seller = await createSeller(t);
    await t.sql(`UPDATE users SET name = 'Ángeles Mejía Ruiz', whatsapp = '+573004445566' WHERE id = $1`, [seller.id]);
    await expireIn(seller, 5);
    const found = async (q: string) => {
      const filter = encodeURIComponent(JSON.stringify({ days: 30, q }));
      const res = await t.http().get(`/api/admin/renewals?filter=${filter}`).set(admin).expect(200);
      return res.body.map((u: { id: number }) => u.id);
    };
    for (const q of ['mejia', 'MEJÍA angeles', 'ruiz ángeles', '300 444 5566'])
      expect(await found(q)).toEqual([seller.id]);
    expect(await found('mejia lopez')).toEqual([]);
  });

  it('renews an expired member for one year from now', async () => {
    const seller = await createSeller(t);
    await expireIn(seller, -100);
    const before = Date.now();
    const res = await t.http().post(`/api/admin/renew-user/${seller.id}`).set(admin).expect(200);
    expect(res.body.message).toBe('Renovación exitosa');
    const expiry = new Date(res.body.paymentExpiresAt).getTime();
    const oneYearFromNow = new Date(before);
    oneYearFromNow.setUTCFullYear(oneYearFromNow.getUTCFullYear() + 1);
    expect(Math.abs(expiry - oneYearFromNow.getTime())).toBeLessThan(60_000);
    await t.http().get(`/api/user/${seller.slug}`).expect(200);
  });

  it('renews a running subscription from its current expiry, keeping the paid days', async () => {
    const seller = await createSeller(t);
    const current = new Date(Date.now() + 20 * DAY);
    await t.sql(`UPDATE users SET "paymentExpiresAt" = $2 WHERE id = $1`, [seller.id, current]);
    const res = await t.http().post(`/api/admin/renew-user/${seller.id}`).set(admin).expect(200);
    const expected = new Date(current);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(new Date(res.body.paymentExpiresAt).getTime()).toBe(expected.getTime());
    const [row] = await t.sql<{ paymentExpiresAt: Date }>(`SELECT "paymentExpiresAt" FROM users WHERE id = $1`, [
      seller.id,
    ]);
    expect(new Date(row.paymentExpiresAt).getTime()).toBe(expected.getTime());
  });

  it('refuses to renew pending or unknown members', async () => {
    const pending = await registerPending(t);
    await t.http().post(`/api/admin/renew-user/${pending.id}`).set(admin).expect(400);
    await t.http().post('/api/admin/renew-user/999999').set(admin).expect(404);
  });

  it('shows an expired subscription to the member', async () => {
    const seller = await createSeller(t);
    await expireIn(seller, -1);
    const res = await t.http().get('/api/user/subscription-status').set(bearer(seller.token)).expect(200);
    expect(res.body).toMatchObject({ isActive: false, expired: true });
    expect(res.body.daysUntilExpiry).toBeLessThanOrEqual(0);
  });

  it('sends each renewal reminder once per threshold however often the job runs', async () => {
    await t.sql(`UPDATE users SET "paymentExpiresAt" = now() + interval '2 years' WHERE role = 'user'`);
    const seller = await createSeller(t);
    const service = t.app.get(SubscriptionsService);
    const reminders = async () =>
      (await outbox(t.config)).filter((m) => m.to.includes(seller.email) && /suscripción/i.test(m.subject));
    const deliver = async () => {
      const { OutboxDispatcher } = await import('../../src/platform/mail/outbox-dispatcher.js');
      await t.app.get(OutboxDispatcher).deliverDue();
    };

    await expireIn(seller, 25);
    expect(await service.sendDueReminders()).toBe(1);
    expect(await service.sendDueReminders()).toBe(0);
    await expireIn(seller, 5);
    expect(await service.sendDueReminders()).toBe(1);
    await expireIn(seller, -1);
    expect(await service.sendDueReminders()).toBe(1);
    expect(await service.sendDueReminders()).toBe(0);
    await deliver();
    const subjects = (await reminders()).map((m) => m.subject);
    expect(subjects.sort()).toEqual(
      [
        // The days really left when each reminder went out, not the reminder's threshold.
        'Tu suscripción Multyhealth vence en 25 días',
        'Tu suscripción Multyhealth vence en 5 días',
        'Tu suscripción Multyhealth ha expirado',
      ].sort(),
    );
  });
});
