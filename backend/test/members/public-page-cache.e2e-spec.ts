import { PageAnalytics } from '../../src/modules/members/domain/page-analytics.js';
import { countQueries } from '../support/count-queries.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { createSeller, type TestSeller } from '../support/members.js';

describe('precomputed public page: every change shows on the next view', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let seller: TestSeller;
  const page = async (s: TestSeller = seller) => (await t.http().get(`/api/user/${s.slug}`).expect(200)).body;

  beforeAll(async () => {
    t = await createTestApp({ RUN_JOBS: 'false' });
    admin = bearer(await t.adminToken());
    seller = await createSeller(t, { name: 'Camila Rojas' });
  });
  afterAll(() => t.close());

  it('serves a repeated view from memory, without any query', async () => {
    // One visitor (counted once), and its visit written first: the analytics writer's queries are not the page's.
    const view = () => t.http().get(`/api/user/${seller.slug}`).set('Cookie', 'mh_v=una-sola-visitante-01').expect(200);
    await view();
    await t.app.get(PageAnalytics).flush();
    expect(await countQueries(view)).toBe(0);
    // The server-rendered HTML also shows the catalogue, kept for a second (server-render.ts): read it once first.
    const html = () => t.http().get(`/u/${seller.slug}`).set('Accept', 'text/html').expect(200);
    await html();
    expect(await countQueries(html)).toBe(0);
  });

  it("shows the seller's profile changes", async () => {
    await page();
    await t
      .http()
      .put('/api/protected/profile')
      .set(bearer(seller.token))
      .send({ personalMessage: 'Nuevo mensaje', showPrices: false })
      .expect(200);
    expect((await page()).user).toMatchObject({ personalMessage: 'Nuevo mensaje', showPrices: false });
  });

  it("shows the seller's testimonials as they are added, edited and removed", async () => {
    await page();
    const created = await t
      .http()
      .post('/api/protected/testimonials')
      .set(bearer(seller.token))
      .send({ name: 'Clienta', city: 'Cali', message: 'Muy bueno', rating: 5 })
      .expect(201);
    expect((await page()).testimonials.map((x: { message: string }) => x.message)).toEqual(['Muy bueno']);
    await t
      .http()
      .put(`/api/protected/testimonials/${created.body.id}`)
      .set(bearer(seller.token))
      .send({ name: 'Clienta', city: 'Cali', message: 'Excelente', rating: 5 })
      .expect(200);
    expect((await page()).testimonials.map((x: { message: string }) => x.message)).toEqual(['Excelente']);
    await t.http().delete(`/api/protected/testimonials/${created.body.id}`).set(bearer(seller.token)).expect(200);
    expect((await page()).testimonials).toEqual([]);
  });

  it("shows the seller's gallery changes", async () => {
    await page();
    const added = await t
      .http()
      .post('/api/protected/gallery')
      .set(bearer(seller.token))
      .send({ imageUrl: '/uploads/images/g1.webp', title: 'Entrega' })
      .expect(201);
    expect((await page()).galleryImages.map((g: { title: string }) => g.title)).toEqual(['Entrega']);
    await t
      .http()
      .put(`/api/protected/gallery/${added.body.id}`)
      .set(bearer(seller.token))
      .send({ imageUrl: '/uploads/images/g1.webp', title: 'Entrega', isActive: false })
      .expect(200);
    expect((await page()).galleryImages).toEqual([]);
  });

  it("shows the seller's prices", async () => {
    const [product] = await t.sql<{ id: number }>(
      `INSERT INTO products (name, description, price, "minPrice") VALUES ('Multydrink', 'Bebida', 180000, 150000) RETURNING id`,
    );
    await page();
    await t
      .http()
      .post('/api/protected/product-prices')
      .set(bearer(seller.token))
      .send({ productId: product.id, price: 170000 })
      .expect(200);
    expect((await page()).userProductPrices).toEqual([{ productId: product.id, customPrice: 170000 }]);
    // Removing the product from the catalogue removes the seller's price with it.
    await t.http().delete(`/api/admin/products/${product.id}`).set(admin).expect(200);
    expect((await page()).userProductPrices).toEqual([]);
  });

  it("shows an administrator's corrections and hides a deleted member at once", async () => {
    const other = await createSeller(t);
    await page(other);
    await t
      .http()
      .put(`/api/admin/users/${other.id}`)
      .set(admin)
      .send({
        name: 'Nombre Corregido',
        email: `corregido.${other.id}@example.com`,
        whatsapp: '+573109876543',
        city: 'Pasto',
        country: 'Colombia',
      })
      .expect(200);
    expect((await page(other)).user).toMatchObject({
      name: 'Nombre Corregido',
      city: 'Pasto',
      whatsapp: '+573109876543',
    });
    await t.http().delete(`/api/admin/users/${other.id}`).set(admin).expect(200);
    await t.http().get(`/api/user/${other.slug}`).expect(404);
  });

  it('shows a page once its member is approved, although its address was asked for before', async () => {
    const { body } = await t
      .http()
      .post('/api/register')
      .send({
        name: 'Nueva Vendedora',
        code: `nueva-${process.pid}`,
        email: `nueva.${process.pid}@example.com`,
        whatsapp: '+573001234567',
        city: 'Cali',
        country: 'Colombia',
        acceptTerms: true,
      });
    const slug = `nueva-${process.pid}`;
    await t.http().get(`/api/user/${slug}`).expect(404);
    await t.http().get(`/api/user/${slug}`).expect(404);
    await t
      .http()
      .put(`/api/admin/users/${body.user.id}/approve`)
      .set(admin)
      .send({ password: 'clave-segura-1' })
      .expect(200);
    await t.http().get(`/api/user/${slug}`).expect(200);
  });

  it('hides a page when its subscription ends, with nothing else changing, and shows it again on renewal', async () => {
    const other = await createSeller(t);
    await t.sql(`UPDATE users SET "paymentExpiresAt" = now() + interval '1500 milliseconds' WHERE id = $1`, [other.id]);
    await page(other);
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(await countQueries(() => t.http().get(`/api/user/${other.slug}`).expect(404))).toBeGreaterThan(0);
    await t.http().post(`/api/admin/renew-user/${other.id}`).set(admin).expect(200);
    await page(other);
  });

  it('follows changes written straight to the database (jobs, cleanups, other instances)', async () => {
    await page();
    await t.sql(`UPDATE users SET name = 'Camila Directa' WHERE id = $1`, [seller.id]);
    expect((await page()).user.name).toBe('Camila Directa');
    await t.sql(`UPDATE users SET status = 'pending' WHERE id = $1`, [seller.id]);
    await t.http().get(`/api/user/${seller.slug}`).expect(404);
    await t.sql(`UPDATE users SET status = 'approved' WHERE id = $1`, [seller.id]);
    await page();
  });
});
