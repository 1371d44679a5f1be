import { adminCreate, announcementBody, productBody } from '../content/content-fixtures.js';
import * as fixture from '../media/fixtures.js';
import { createSeller } from '../support/members.js';
import { bearer, createTestApp, type TestApp } from '../support/test-app.js';
import { auditTrail } from './audit-trail.js';

describe('audit trail: pricing, content and files', () => {
  let t: TestApp;
  let audit: Awaited<ReturnType<typeof auditTrail>>;
  beforeAll(async () => {
    t = await createTestApp();
    audit = await auditTrail(t);
  });
  afterAll(() => t.close());

  it('records pricing changes and every content create, update and delete; invalid input leaves nothing', async () => {
    const pricing = await audit.onlyEntry(async () =>
      t
        .http()
        .post('/api/account-pricing')
        .set(await audit.admin())
        .send({ regularPrice: 350000, discountPrice: 250000, discountCodes: 'AMIGOS' })
        .expect(200),
    );
    audit.expectEntry(pricing, { action: 'pricing.update', targetType: 'account_pricing', targetId: null });
    expect(pricing.summary).toContain('discountCodes');
    await audit.noEntry(async () =>
      t
        .http()
        .post('/api/account-pricing')
        .set(await audit.admin())
        .send({ regularPrice: -1 })
        .expect(400),
    );

    const resources: [string, string, Record<string, unknown>][] = [
      ['faq', 'faq', { question: 'Q', answer: 'A', order: 5 }],
      ['testimonials', 'testimonial', { name: 'Global', message: 'De la empresa' }],
      ['team-images', 'team_image', { imageUrl: '/uploads/images/t1.webp', title: 'Uno' }],
      ['product-features', 'product_feature', { productType: 'multydrink', title: 'T', description: 'D' }],
      ['products', 'product', productBody({ type: 'other' })],
      ['announcements', 'announcement', announcementBody()],
    ];
    for (const [resource, type, body] of resources) {
      const url = `/api/admin/${resource}`;
      let id = 0;
      const created = await audit.onlyEntry(async () => (id = (await adminCreate(t, resource, body)).id));
      audit.expectEntry(created, { action: `${type}.create`, targetType: type, targetId: String(id) });
      const updated = await audit.onlyEntry(async () =>
        t
          .http()
          .put(`${url}/${id}`)
          .set(await audit.admin())
          .send(body)
          .expect(200),
      );
      audit.expectEntry(updated, { action: `${type}.update`, targetType: type, targetId: String(id) });
      await audit.noEntry(async () =>
        t
          .http()
          .post(url)
          .set(await audit.admin())
          .send({})
          .expect(400),
      );
      const deleted = await audit.onlyEntry(async () =>
        t
          .http()
          .delete(`${url}/${id}`)
          .set(await audit.admin())
          .expect(200),
      );
      audit.expectEntry(deleted, { action: `${type}.delete`, targetType: type, targetId: String(id) });
      await audit.noEntry(async () =>
        t
          .http()
          .delete(`${url}/${id}`)
          .set(await audit.admin())
          .expect(404),
      );
    }

    const video = await audit.onlyEntry(async () =>
      t
        .http()
        .put('/api/admin/corporate-video')
        .set(await audit.admin())
        .send({ title: 'Conoce', description: 'Quiénes somos', videoUrl: '/uploads/videos/v1.mp4' })
        .expect(200),
    );
    audit.expectEntry(video, { action: 'corporate_video.update', targetType: 'corporate_video' });
    await audit.noEntry(async () =>
      t
        .http()
        .put('/api/admin/corporate-video')
        .set(await audit.admin())
        .send({ title: 'Solo título' })
        .expect(400),
    );

    const terms = (await t.http().get('/api/legal/terminos').expect(200)).body;
    const legal = await audit.onlyEntry(async () =>
      t
        .http()
        .put(`/api/admin/legal-texts/${terms.id}`)
        .set(await audit.admin())
        .send({ title: 'Términos', body: 'Texto nuevo' })
        .expect(200),
    );
    audit.expectEntry(legal, {
      action: 'legal_text.update',
      targetType: 'legal_text',
      targetId: String(terms.id),
      summary: 'Campos: title, body',
    });
    await audit.noEntry(async () =>
      t
        .http()
        .put(`/api/admin/legal-texts/${terms.id}`)
        .set(await audit.admin())
        .send({ title: ' ', body: '' })
        .expect(400),
    );
  });

  it('records an upload the admin deletes, cleanup runs and none for a refused migration or a seller', async () => {
    const seller = await createSeller(t);
    const upload = await fixture.uploadPng(t, seller.token);
    const removed = await audit.onlyEntry(async () =>
      t
        .http()
        .delete('/api/upload')
        .set(await audit.admin())
        .send({ fileUrl: upload.url })
        .expect(200),
    );
    audit.expectEntry(removed, { action: 'upload.delete', targetType: 'upload', targetId: upload.url });

    const own = await fixture.uploadPng(t, seller.token, 'b.png');
    await audit.noEntry(async () =>
      t.http().delete('/api/upload').set(bearer(seller.token)).send({ fileUrl: own.url }).expect(200),
    );

    const cleanup = await audit.onlyEntry(async () =>
      t
        .http()
        .post('/api/admin/cleanup-files')
        .set(await audit.admin())
        .expect(200),
    );
    audit.expectEntry(cleanup, { action: 'media.cleanup', targetType: 'storage', targetId: null });
    expect(cleanup.summary).toMatch(/^(Se limpi(ó|aron)|No se encontraron)/);
    await audit.noEntry(async () =>
      t
        .http()
        .post('/api/admin/migrate-all-images')
        .set(await audit.admin())
        .expect(400),
    );
  });
});
