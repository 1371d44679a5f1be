import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import { PublicPageReader, type PublicPage, type VisiblePage } from '../../domain/public-page.js';

/**
 * One query for the whole page, whatever the seller's amount of data: the seller's testimonials, custom prices
 * and active gallery images are aggregated as JSON next to the user row. It reads the content context's tables
 * directly; the result is cached in memory until the page changes (application/public-page-cache.ts).
 */
const PAGE_SQL = `
SELECT u.id AS "memberId", u."paymentExpiresAt" AS "visibleUntil",
  json_build_object('name', u.name, 'code', u.code, 'city', u.city, 'country', u.country, 'photo', u.photo,
    'whatsapp', u.whatsapp, 'whatsappMessage', u."whatsappMessage", 'personalMessage', u."personalMessage",
    'showPrices', u."showPrices", 'showFAQ', u."showFAQ", 'sellerProfileVideoUrl', u."sellerProfileVideoUrl",
    'distributorTitle', u."distributorTitle", 'socialLinks', u."socialLinks") AS "user",
  COALESCE((SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'city', t.city, 'videoUrl', t."videoUrl",
      'photo', t.photo, 'message', t.message, 'rating', t.rating, 'createdAt', t."createdAt") ORDER BY t."createdAt" DESC, t.id DESC)
    FROM testimonials t WHERE t."userId" = u.id), '[]') AS testimonials,
  COALESCE((SELECT json_agg(json_build_object('productId', p."productId", 'customPrice', p."customPrice") ORDER BY p."productId")
    FROM user_product_prices p WHERE p."userId" = u.id), '[]') AS "userProductPrices",
  COALESCE((SELECT json_agg(json_build_object('id', g.id, 'imageUrl', g."imageUrl", 'title', g.title, 'description', g.description)
      ORDER BY g."createdAt" DESC, g.id DESC)
    FROM gallery_images g WHERE g."userId" = u.id AND g."isActive"), '[]') AS "galleryImages"
FROM users u
WHERE u.slug = $1 AND u.role = 'user' AND u.status = 'approved' AND u."paymentExpiresAt" > now()`;

@Injectable()
export class SqlPublicPageReader extends PublicPageReader {
  constructor(private readonly tx: Transactions) {
    super();
  }

  async findVisibleBySlug(slug: string): Promise<VisiblePage | null> {
    const [row] = await this.tx.manager.query(PAGE_SQL, [slug]);
    return row ? visiblePage(row) : null;
  }

  async existingProductIds(ids: number[]): Promise<number[]> {
    const rows: { id: number }[] = await this.tx.manager.query(`SELECT id FROM products WHERE id = ANY($1::int[])`, [
      ids,
    ]);
    return rows.map((row) => row.id);
  }
}

function visiblePage({ memberId, visibleUntil, ...page }: PublicPage & Omit<VisiblePage, 'page'>): VisiblePage {
  return { memberId, visibleUntil, page };
}
