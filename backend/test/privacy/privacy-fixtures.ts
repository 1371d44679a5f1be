import { createSeller, registerPending, type TestSeller } from '../support/members.js';
import { bearer, type TestApp } from '../support/test-app.js';
import { png } from '../media/fixtures.js';

export interface Network {
  sponsor: TestSeller;
  ana: TestSeller & { name: string; whatsapp: string };
  recruit: TestSeller & { name: string };
  photoUrl: string;
  galleryUrl: string;
}

/** Registers `overrides` through `ref`'s page and approves the member. */
async function sellerVia(t: TestApp, ref: string | undefined, overrides: Record<string, unknown>) {
  return createSeller(t, { ...overrides, ...(ref ? { ref } : {}) });
}

/**
 * A sponsor → Ana → recruit chain, where Ana has everything a member can store: a photo, social links, messages,
 * a testimonial, a gallery image, a custom price, page visits, an admin edit in the audit trail, a reset link.
 */
export async function memberWithEverything(t: TestApp, tag: string): Promise<Network> {
  const admin = bearer(await t.adminToken());
  const sponsor = await sellerVia(t, undefined, { name: `Sofia Patrocinadora ${tag}` });
  const name = `Zuleima Quintero ${tag}`;
  const whatsapp = `+5730155${String(Date.now()).slice(-5)}`;
  const ana = { ...(await sellerVia(t, sponsor.slug, { name, whatsapp })), name, whatsapp };
  const recruitName = `Rocio Reclutada ${tag}`;
  const recruit = { ...(await sellerVia(t, ana.slug, { name: recruitName })), name: recruitName };
  await registerPending(t, { ref: ana.slug, name: `Pilar Pendiente ${tag}` });

  const auth = bearer(ana.token);
  const upload = async () =>
    (
      await t
        .http()
        .post('/api/upload')
        .set(auth)
        .attach('image', await png(), 'a.png')
        .expect(201)
    ).body.url as string;
  const photoUrl = await upload();
  const galleryUrl = await upload();
  await t
    .http()
    .put('/api/protected/profile')
    .set(auth)
    .send({
      photo: photoUrl,
      personalMessage: 'Hola, soy Zuleima',
      socialLinks: { instagram: 'https://instagram.com/zuleima.prueba' },
    })
    .expect(200);
  await t
    .http()
    .post('/api/protected/testimonials')
    .set(auth)
    .send({ name: 'Clienta Contenta', city: 'Cali', message: 'Excelente servicio' })
    .expect(201);
  await t
    .http()
    .post('/api/protected/gallery')
    .set(auth)
    .send({ imageUrl: galleryUrl, title: 'Mi evento' })
    .expect(201);
  const product = (
    await t
      .http()
      .post('/api/admin/products')
      .set(admin)
      .send({ name: `Producto ${tag}`, description: 'Bebida', image: '/images/products/multydrink.webp', price: 100 })
      .expect(201)
  ).body;
  await t
    .http()
    .post('/api/protected/product-prices')
    .set(auth)
    .send({ productId: product.id, price: 120 })
    .expect(200);
  await t.http().get(`/api/user/${ana.slug}`).set('User-Agent', 'Visitante/1.0').expect(200);
  await t
    .http()
    .put(`/api/admin/users/${ana.id}`)
    .set(admin)
    .send({ name, email: ana.email, whatsapp, city: 'Bogotá', country: 'Colombia' })
    .expect(200);
  await t.http().post('/api/password-reset').send({ email: ana.email }).expect(202);
  return { sponsor, ana, recruit, photoUrl, galleryUrl };
}
