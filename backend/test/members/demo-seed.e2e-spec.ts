import { DemoSeeder } from '../../src/database/seed/demo-seeder.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';

describe('demo content on an empty database', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('seeds a living product once, and never over existing data', async () => {
    const seeder = t.app.get(DemoSeeder);
    expect(await seeder.seedDemoIfEmpty()).toBe(true);
    expect(await seeder.seedDemoIfEmpty()).toBe(false);

    const page = (await t.http().get('/api/user/laura').expect(200)).body;
    expect(page.user.name).toBe('Laura Gómez');
    expect(page.testimonials.length).toBeGreaterThan(0);
    expect(page.galleryImages.length).toBeGreaterThan(0);
    expect((await t.http().get('/api/products').expect(200)).body.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['Multydrink', 'Multytest']),
    );
    expect((await t.http().get('/api/account-pricing').expect(200)).body).toMatchObject({
      regularPrice: 350000,
      discountPrice: 250000,
    });
    expect((await t.http().get('/api/faq').expect(200)).body.length).toBeGreaterThan(0);
    expect((await t.http().get('/api/testimonials').expect(200)).body.length).toBeGreaterThan(0);

    const admin = bearer(await t.adminToken());
    // Sample payment details, so the status page and the e-mail of a demo registration say how to pay.
    expect((await t.http().get('/api/account-pricing').set(admin).expect(200)).body.paymentInstructions).toContain(
      'Bancolombia',
    );
    const dueSoon = (await t.http().get('/api/admin/users-near-expiration?days=30').set(admin).expect(200)).body.map(
      (u: { code: string }) => u.code,
    );
    expect(dueSoon).toEqual(expect.arrayContaining(['camilo', 'valentina', 'andres']));
    const dashboard = (await t.http().get('/api/admin/dashboard').set(admin).expect(200)).body;
    expect(dashboard.pendingUsers).toBeGreaterThanOrEqual(2);
    await t
      .http()
      .post('/api/login')
      .send({ email: 'distribuidora@multyhealth.local', password: 'demo12345' })
      .expect(200);
  });
});
