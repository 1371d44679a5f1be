import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import { MemberDataSection } from '../../../../shared/domain/member-data-section.js';

/** What the member published on their page: testimonials and gallery (their prices are the pricing context's section). */
@Injectable()
export class PageContentMemberData extends MemberDataSection {
  readonly section = 'pageContent';

  constructor(private readonly tx: Transactions) {
    super();
  }

  async exportFor(memberId: number): Promise<unknown> {
    const sql = this.tx.manager;
    const [testimonials, gallery] = await Promise.all([
      sql.query(
        `SELECT id, name, city, message, rating, photo, "videoUrl", "createdAt" FROM testimonials
          WHERE "userId" = $1 ORDER BY id`,
        [memberId],
      ),
      sql.query(
        `SELECT id, "imageUrl", title, description, "isActive", "createdAt", "updatedAt" FROM gallery_images
          WHERE "userId" = $1 ORDER BY id`,
        [memberId],
      ),
    ]);
    return { testimonials, gallery };
  }

  async eraseFor(memberId: number): Promise<void> {
    const sql = this.tx.manager;
    await sql.query(`DELETE FROM testimonials WHERE "userId" = $1`, [memberId]);
    await sql.query(`DELETE FROM gallery_images WHERE "userId" = $1`, [memberId]);
  }
}
