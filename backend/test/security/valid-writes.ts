import { bearer, type TestApp } from '../support/test-app.js';
import * as fixture from '../media/fixtures.js';
import { createSeller } from '../support/members.js';
import type { Actors } from './actors.js';

const IMAGE = '/uploads/images/foto.webp';
const YOUTUBE = 'https://youtu.be/dQw4w9WgXcQ';
const testimonial = {
  name: 'María R.',
  message: 'Me encanta',
  city: 'Cali',
  rating: 5,
  photo: IMAGE,
  videoUrl: YOUTUBE,
};
const product = {
  name: 'Multydrink',
  description: 'Bebida',
  image: IMAGE,
  benefits: 'Energía',
  price: 180000,
  minPrice: 150000,
  type: 'multydrink',
};
const feature = {
  productType: 'multydrink',
  title: 'Energía',
  description: 'Todo el día',
  benefits: ['Energía'],
  ingredients: ['Zinc'],
  imageUrl: IMAGE,
  videoUrl: YOUTUBE,
  videoTitle: 'Video',
  order: 1,
  active: true,
};
const faq = { question: '¿Qué es?', answer: 'Una bebida', order: 2 };
const announcement = {
  title: 'Nuevo',
  description: 'Sabor nuevo',
  mediaType: 'image',
  image: IMAGE,
  order: 1,
  active: true,
  targetType: 'city',
  targetCity: 'Cali',
};
const teamImage = { imageUrl: IMAGE, title: 'Equipo', description: 'En Cali', order: 1, active: true, isActive: true };
const gallery = { imageUrl: IMAGE, title: 'Entrega', description: 'En Cali', isActive: true };
const material = {
  title: 'Foto para historias',
  kind: 'imagen',
  fileUrl: IMAGE,
  caption: 'Energía todo el día',
  campaign: 'Navidad',
  order: 1,
  active: true,
};

export interface ValidWrites {
  /** A well-formed body for each write route, keyed like route-rules.ts ('PUT /api/admin/faq/{id}'). */
  validBodies: Record<string, Record<string, unknown>>;
  /** The record each collection's {id} routes address, keyed by collection path. */
  ids: Record<string, number>;
  /** A live registration link of the pending member. */
  registrationToken: string;
}

/**
 * Creates a record behind every {id} route, a live reset link and a live registration link, and returns a well-formed
 * body for each write route: the corpus breaks one thing in each.
 */
export async function prepareValidWrites(t: TestApp, actors: Actors): Promise<ValidWrites> {
  const admin = bearer(actors.tokens.admin!);
  const seller = bearer(actors.sellerA.token);
  const create = async (path: string, auth: Record<string, string>, body: object) =>
    (await t.http().post(path).set(auth).send(body).expect(201)).body;
  const ids: Record<string, number> = {
    '/api/admin/products': (await create('/api/admin/products', admin, product)).id,
    '/api/admin/product-features': (await create('/api/admin/product-features', admin, feature)).id,
    '/api/admin/testimonials': (await create('/api/admin/testimonials', admin, testimonial)).id,
    '/api/admin/faq': (await create('/api/admin/faq', admin, faq)).id,
    '/api/admin/announcements': (await create('/api/admin/announcements', admin, announcement)).id,
    '/api/admin/team-images': (await create('/api/admin/team-images', admin, teamImage)).id,
    '/api/admin/material': (await create('/api/admin/material', admin, material)).id,
    '/api/protected/testimonials': (await create('/api/protected/testimonials', seller, testimonial)).id,
    '/api/protected/gallery': (await create('/api/protected/gallery', seller, gallery)).id,
    '/api/admin/users': actors.pendingId,
    '/api/admin/renew-user': actors.sellerB.id,
    '/api/admin/legal-texts': (await t.sql<{ id: number }>(`SELECT id FROM legal_texts WHERE kind = 'terminos'`))[0].id,
    // A payment waiting for a decision, with a manual refund pending (a dismissal leaves the refund as it stands).
    '/api/admin/payments': (
      await t.sql<{ id: number }>(
        `INSERT INTO payments (reference, purpose, "amountInCents", currency, status, "requiresReview", "refundStatus")
         VALUES ('MH-R-valid-writes', 'registration', 18000000, 'COP', 'APPROVED', true, 'pending') RETURNING id`,
      )
    )[0].id,
  };
  const upload = (
    await t
      .http()
      .post('/api/upload')
      .set(seller)
      .attach('image', await fixture.png(), 'a.png')
      .expect(201)
  ).body;
  const placed = await t
    .http()
    .post(`/api/user/${actors.sellerA.slug}/orders`)
    .send({ items: [{ productId: ids['/api/admin/products'], quantity: 1 }] })
    .expect(201);
  ids['/api/protected/orders'] = (
    await t.sql<{ id: number }>(`SELECT id FROM orders WHERE reference = $1`, [placed.body.reference])
  )[0].id;
  const password = 'nueva-clave-segura';
  // A real reset link for a member of its own (using it ends that member's sessions, not seller A's).
  const resetToken = 'enlace-de-prueba-para-restablecer-1234567';
  const registrationToken = 'enlace-de-prueba-del-registro-pendiente-12';
  // A page showing a social profile, so a well-formed social click is accepted.
  await t.sql(`UPDATE users SET "socialLinks" = $2 WHERE id = $1`, [
    actors.sellerA.id,
    { instagram: 'https://www.instagram.com/vendedora' },
  ]);
  const recovering = await createSeller(t);
  await t.sql(
    `INSERT INTO member_tokens ("tokenHash", purpose, "userId", "expiresAt") VALUES (encode(sha256($1::bytea), 'hex'), 'password-reset', $2, now() + interval '1 hour')`,
    [resetToken, recovering.id],
  );
  await t.sql(
    `INSERT INTO member_tokens ("tokenHash", purpose, "userId") VALUES (encode(sha256($1::bytea), 'hex'), 'registration', $2)`,
    [registrationToken, actors.pendingId],
  );
  const validBodies: Record<string, Record<string, unknown>> = {
    'POST /api/login': { email: actors.sellerA.email, password: actors.sellerA.password },
    'POST /api/password-reset': { email: 'nadie@example.com' },
    'POST /api/password-reset/check': { token: resetToken },
    'POST /api/password-reset/confirm': { token: resetToken, newPassword: password },
    'POST /api/register': {
      name: 'Nueva Vendedora',
      code: 'nueva-vendedora',
      whatsapp: '+573001112233',
      email: 'nueva@example.com',
      city: 'Cali',
      country: 'Colombia',
      discountCode: 'MULTY',
      ref: actors.sellerA.code,
      acceptTerms: true,
    },
    'DELETE /api/upload': { fileUrl: upload.url, publicId: upload.publicId },
    'POST /api/account-pricing/check-code': { discountCode: 'MULTY2026' },
    'POST /api/account-pricing': { regularPrice: 350000, discountPrice: 250000, discountCodes: 'MULTY2026' },
    'POST /api/protected/product-prices': { productId: ids['/api/admin/products'], price: 200000 },
    'POST /api/admin/products': product,
    'PUT /api/admin/products/{id}': product,
    'POST /api/admin/product-features': feature,
    'PUT /api/admin/product-features/{id}': feature,
    'POST /api/admin/testimonials': testimonial,
    'PUT /api/admin/testimonials/{id}': testimonial,
    'POST /api/admin/faq': faq,
    'PUT /api/admin/faq/{id}': faq,
    'PUT /api/admin/legal-texts/{id}': { title: 'Términos y Condiciones', body: 'Texto de prueba' },
    'POST /api/admin/announcements': announcement,
    'PUT /api/admin/announcements/{id}': announcement,
    'POST /api/admin/team-images': teamImage,
    'PUT /api/admin/team-images/{id}': teamImage,
    'POST /api/admin/material': material,
    'PUT /api/admin/material/{id}': material,
    'PUT /api/admin/corporate-video': {
      title: 'Conoce',
      description: 'La empresa',
      videoUrl: YOUTUBE,
      thumbnailUrl: IMAGE,
      active: true,
    },
    'POST /api/protected/testimonials': testimonial,
    'PUT /api/protected/testimonials/{id}': testimonial,
    'POST /api/protected/gallery': gallery,
    'PUT /api/protected/gallery/{id}': gallery,
    'PUT /api/admin/users/{id}': {
      name: 'Ana Pérez',
      email: 'ana.corregida@example.com',
      whatsapp: '+573001234567',
      city: 'Cali',
      country: 'Colombia',
    },
    'PUT /api/admin/users/{id}/approve': { password },
    // Without the expiry it extends, a renewal adds its year unconditionally (the SPEC's call).
    'POST /api/admin/renew-user/{id}': {},
    'POST /api/admin/payments/{id}/decision': { decision: 'dismiss', note: 'Revisado con el banco' },
    'POST /api/admin/payments/{id}/refund-done': { note: 'Transferencia devuelta' },
    'POST /api/admin/change-password': {
      currentPassword: t.config.adminPassword,
      newPassword: password,
      confirmPassword: password,
    },
    'PUT /api/protected/profile': {
      city: 'Pereira',
      personalMessage: 'Hola',
      whatsappMessage: 'Escríbeme',
      showFAQ: false,
      showPrices: true,
      photo: IMAGE,
      socialLinks: { instagram: 'https://www.instagram.com/vendedora', tiktok: 'https://www.tiktok.com/@vendedora' },
    },
    'POST /api/user/{slug}/social-click': { network: 'instagram' },
    'PUT /api/protected/video': { sellerProfileVideoUrl: YOUTUBE },
    'POST /api/user/{slug}/orders': {
      items: [{ productId: ids['/api/admin/products'], quantity: 2 }],
      customerName: 'Laura',
      customerPhone: '+573005551234',
      city: 'Cali',
      note: 'En la tarde',
    },
    'PUT /api/protected/orders/{id}': { status: 'confirmado', customerName: 'Laura', note: 'Llamar antes' },
    'PUT /api/protected/orders/settings': { emailOnNewOrder: false },
    'POST /api/protected/push-subscriptions': {
      endpoint: 'https://fcm.googleapis.com/fcm/send/valid-writes',
      // A real P-256 point (the base point G) and a 16-byte secret.
      keys: {
        p256dh: 'BGsX0fLhLEJH-Lzm5WOkQPJ3A32BLeszoPShOUXYmMKWT-NC4v4af5uO5-tKfA-eFivOM1drMV7Oy7ZAaDe_UfU',
        auth: 'AAAAAAAAAAAAAAAAAAAAAA',
      },
    },
    'PUT /api/protected/notification-preferences': {
      newOrder: false,
      paymentApproved: true,
      expiryReminders: true,
      newRecruit: true,
    },
    'POST /api/user/{slug}/whatsapp-click': { productId: ids['/api/admin/products'] },
    'POST /api/protected/change-password': {
      currentPassword: actors.sellerA.password,
      newPassword: password,
      confirmPassword: password,
    },
  };
  return { validBodies, ids, registrationToken };
}
