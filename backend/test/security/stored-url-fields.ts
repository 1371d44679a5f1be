import { bearer, type TestApp } from '../support/test-app.js';
import type { TestSeller } from '../support/members.js';
import { announcementBody, productBody } from '../content/content-fixtures.js';
import type { Kind } from './stored-url-values.js';

export interface Field {
  name: string;
  kind: Kind;
  table: string;
  column: string;
  /** Sends the value through the endpoint; resolves to the response and the id of the row it wrote. */
  save(value: string): Promise<{ status: number; body: any; rowId: number }>;
}

/** Every stored URL field of the API, each saved through its own endpoint as the seller or the administrator. */
export function storedUrlFields(t: TestApp, seller: TestSeller, admin: Record<string, string>): Field[] {
  const asSeller = bearer(seller.token);
  const create =
    (path: string, auth: Record<string, string>, body: (v: string) => Record<string, unknown>) =>
    async (value: string) => {
      const res = await t.http().post(path).set(auth).send(body(value));
      return { status: res.status, body: res.body, rowId: res.body.id };
    };
  const put =
    (
      path: string,
      auth: Record<string, string>,
      body: (v: string) => Record<string, unknown>,
      rowId: () => Promise<number>,
    ) =>
    async (value: string) => {
      const res = await t.http().put(path).set(auth).send(body(value));
      return { status: res.status, body: res.body, rowId: await rowId() };
    };
  const corporateRow = async () =>
    (await t.sql<{ id: number }>(`SELECT id FROM corporate_video ORDER BY id LIMIT 1`))[0]?.id ?? 0;
  const feature = (extra: Record<string, string>) => ({
    productType: 'multydrink',
    title: 'T',
    description: 'D',
    ...extra,
  });
  return [
    {
      name: 'seller video',
      kind: 'youtube',
      table: 'users',
      column: 'sellerProfileVideoUrl',
      save: put(
        '/api/protected/video',
        asSeller,
        (v) => ({ sellerProfileVideoUrl: v }),
        async () => seller.id,
      ),
    },
    {
      name: 'seller photo',
      kind: 'image',
      table: 'users',
      column: 'photo',
      save: put(
        '/api/protected/profile',
        asSeller,
        (v) => ({ photo: v }),
        async () => seller.id,
      ),
    },
    {
      name: 'seller testimonial video',
      kind: 'youtube',
      table: 'testimonials',
      column: 'videoUrl',
      save: create('/api/protected/testimonials', asSeller, (v) => ({ name: 'Ana', message: 'Bien', videoUrl: v })),
    },
    {
      name: 'seller testimonial photo',
      kind: 'image',
      table: 'testimonials',
      column: 'photo',
      save: create('/api/protected/testimonials', asSeller, (v) => ({ name: 'Ana', message: 'Bien', photo: v })),
    },
    {
      name: 'global testimonial video',
      kind: 'youtube',
      table: 'testimonials',
      column: 'videoUrl',
      save: create('/api/admin/testimonials', admin, (v) => ({ name: 'Ana', message: 'Bien', videoUrl: v })),
    },
    {
      name: 'global testimonial photo',
      kind: 'image',
      table: 'testimonials',
      column: 'photo',
      save: create('/api/admin/testimonials', admin, (v) => ({ name: 'Ana', message: 'Bien', photo: v })),
    },
    {
      name: 'gallery image',
      kind: 'image',
      table: 'gallery_images',
      column: 'imageUrl',
      save: create('/api/protected/gallery', asSeller, (v) => ({ imageUrl: v })),
    },
    {
      name: 'announcement image',
      kind: 'image',
      table: 'announcements',
      column: 'image',
      save: create('/api/admin/announcements', admin, (v) => announcementBody({ image: v })),
    },
    {
      name: 'announcement video',
      kind: 'video',
      table: 'announcements',
      column: 'videoUrl',
      save: create('/api/admin/announcements', admin, (v) =>
        announcementBody({ mediaType: 'video', image: null, videoUrl: v }),
      ),
    },
    {
      name: 'product image',
      kind: 'image',
      table: 'products',
      column: 'image',
      save: create('/api/admin/products', admin, (v) => productBody({ image: v })),
    },
    {
      name: 'team image',
      kind: 'image',
      table: 'team_images',
      column: 'imageUrl',
      save: create('/api/admin/team-images', admin, (v) => ({ imageUrl: v })),
    },
    {
      name: 'feature image',
      kind: 'image',
      table: 'product_features',
      column: 'imageUrl',
      save: create('/api/admin/product-features', admin, (v) => feature({ imageUrl: v })),
    },
    {
      name: 'feature video',
      kind: 'video',
      table: 'product_features',
      column: 'videoUrl',
      save: create('/api/admin/product-features', admin, (v) => feature({ videoUrl: v })),
    },
    {
      name: 'corporate video',
      kind: 'video',
      table: 'corporate_video',
      column: 'videoUrl',
      save: put(
        '/api/admin/corporate-video',
        admin,
        (v) => ({ title: 'T', description: 'D', videoUrl: v }),
        corporateRow,
      ),
    },
    {
      name: 'corporate thumbnail',
      kind: 'image',
      table: 'corporate_video',
      column: 'thumbnailUrl',
      save: put(
        '/api/admin/corporate-video',
        admin,
        (v) => ({ title: 'T', description: 'D', thumbnailUrl: v }),
        corporateRow,
      ),
    },
  ];
}
