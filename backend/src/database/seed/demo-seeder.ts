import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../shared/domain/settings.js';
import type { AppConfig } from '../../shared/domain/settings.js';
import { Transactions } from '../../platform/database/transactions.js';
import { PasswordHasher } from '../../shared/domain/password-hasher.js';
import { renewedExpiry } from '../../modules/subscriptions/domain/subscription.js';
import * as demo from './demo-content.js';
import { DEMO_MATERIAL } from './demo-material.js';

/** Start-up data: the first admin (always, when none exists) and the demo content (on an empty database). */
@Injectable()
export class DemoSeeder {
  private readonly logger = new Logger('Arranque');

  constructor(
    private readonly tx: Transactions,
    private readonly passwords: PasswordHasher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async ensureAdmin(): Promise<boolean> {
    const [{ exists }] = await this.tx.manager.query(
      `SELECT EXISTS (SELECT 1 FROM users WHERE role = 'admin') AS exists`,
    );
    if (exists) return false;
    await this.tx.manager.query(
      `INSERT INTO users (username, email, password, name, code, slug, status, role)
       VALUES ('admin', $1, $2, 'Administrador', 'admin', 'admin', 'approved', 'admin')
       ON CONFLICT DO NOTHING`,
      [this.config.adminEmail, await this.passwords.hash(this.config.adminPassword)],
    );
    this.logger.log(`Administrador creado: ${this.config.adminEmail}`);
    return true;
  }

  /** Seeds only a database without products and distributors, so it never touches real data. */
  async seedDemoIfEmpty(): Promise<boolean> {
    const [{ empty }] = await this.tx.manager.query(
      `SELECT NOT EXISTS (SELECT 1 FROM products) AND NOT EXISTS (SELECT 1 FROM users WHERE role = 'user') AS empty`,
    );
    if (!empty) return false;
    const sellerHash = await this.passwords.hash(demo.DEMO_SELLER.password);
    await this.tx.run(async () => {
      const q = (sql: string, params: unknown[] = []) => this.tx.manager.query(sql, params);
      const productIds: number[] = [];
      for (const p of demo.DEMO_PRODUCTS) {
        const [row] = await q(
          `INSERT INTO products (name, description, image, benefits, price, "minPrice", type) VALUES ($1,$2,$3,$4,$5,$6,$7) RETURNING id`,
          [p.name, p.description, p.image, p.benefits, p.price, p.minPrice, p.type],
        );
        productIds.push(row.id);
      }
      const { regularPrice, discountPrice, discountCodes, paymentInstructions } = demo.DEMO_PRICING;
      await q(
        `UPDATE account_pricing SET "regularPrice" = $1, "discountPrice" = $2, "discountCodes" = $3, "paymentInstructions" = $4`,
        [regularPrice, discountPrice, discountCodes, paymentInstructions],
      );
      for (const [i, [question, answer]] of demo.DEMO_FAQ.entries()) {
        await q(`INSERT INTO faq (question, answer, "order") VALUES ($1,$2,$3)`, [question, answer, i + 1]);
      }
      for (const t of demo.DEMO_TESTIMONIALS) {
        await q(
          `INSERT INTO testimonials (name, city, message, rating, photo, "isGlobal") VALUES ($1,$2,$3,$4,$5,true)`,
          [t.name, t.city, t.message, t.rating, t.photo],
        );
      }
      for (const f of demo.DEMO_FEATURES) {
        await q(
          `INSERT INTO product_features ("productType", title, description, benefits, ingredients, "imageUrl", "order") VALUES ($1,$2,$3,$4,$5,$6,$7)`,
          [
            f.productType,
            f.title,
            f.description,
            JSON.stringify(f.benefits),
            JSON.stringify(f.ingredients),
            f.imageUrl,
            f.order,
          ],
        );
      }
      for (const t of demo.DEMO_TEAM) {
        await q(`INSERT INTO team_images ("imageUrl", title, description, "order") VALUES ($1,$2,$3,$4)`, [
          t.imageUrl,
          t.title,
          t.description,
          t.order,
        ]);
      }
      for (const a of demo.DEMO_ANNOUNCEMENTS) {
        await q(`INSERT INTO announcements (title, description, image, "order") VALUES ($1,$2,$3,$4)`, [
          a.title,
          a.description,
          a.image,
          a.order,
        ]);
      }
      for (const m of DEMO_MATERIAL) {
        await q(
          `INSERT INTO marketing_materials (title, kind, "fileUrl", caption, "productId", campaign, "order") VALUES ($1,$2,$3,$4,$5,$6,$7)`,
          [
            m.title,
            m.kind,
            m.fileUrl,
            m.caption,
            m.product === null ? null : productIds[m.product],
            m.campaign,
            m.order,
          ],
        );
      }
      const v = demo.DEMO_CORPORATE_VIDEO;
      await q(
        `INSERT INTO corporate_video (title, description, "videoUrl", "thumbnailUrl", active) VALUES ($1,$2,$3,$4,true)`,
        [v.title, v.description, v.videoUrl, v.thumbnailUrl],
      );

      const s = demo.DEMO_SELLER;
      const now = new Date();
      const [seller] = await q(
        `INSERT INTO users (username, email, password, name, code, slug, whatsapp, city, country, photo, "personalMessage",
                            "whatsappMessage", "distributorTitle", "showFAQ", "showPrices", status, role, "approvedAt",
                            "paymentExpiresAt")
         VALUES ($1,$2,$3,$4,$5,$1,$6,$7,'Colombia',$8,$9,$10,$13,true,true,'approved','user',$11,$12) RETURNING id`,
        [
          s.code,
          s.email,
          sellerHash,
          s.name,
          s.code,
          s.whatsapp,
          s.city,
          s.photo,
          s.personalMessage,
          s.whatsappMessage,
          now,
          renewedExpiry(null, now),
          s.distributorTitle,
        ],
      );
      await q(`INSERT INTO user_product_prices ("userId", "productId", "customPrice") VALUES ($1,$2,$3)`, [
        seller.id,
        productIds[0],
        165000,
      ]);
      for (const g of s.gallery) {
        await q(`INSERT INTO gallery_images ("userId", "imageUrl", title, description) VALUES ($1,$2,$3,$4)`, [
          seller.id,
          g.imageUrl,
          g.title,
          g.description,
        ]);
      }
      for (const t of s.testimonials) {
        await q(`INSERT INTO testimonials (name, city, message, rating, "userId") VALUES ($1,$2,$3,$4,$5)`, [
          t.name,
          t.city,
          t.message,
          t.rating,
          seller.id,
        ]);
      }
      for (const m of demo.DEMO_MEMBERS) {
        const approved = m.expiresInDays !== null;
        await q(
          `INSERT INTO users (username, email, password, name, code, slug, whatsapp, city, status, role, "sponsorId", "approvedAt", "paymentExpiresAt")
           VALUES ($1, $2, $3, $4, $1, $1, '+573001234567', $5, $6, 'user', $7, $8, $9)`,
          [
            m.code,
            `${m.code}@multyhealth.local`,
            approved ? sellerHash : null,
            m.name,
            m.city,
            approved ? 'approved' : 'pending',
            seller.id,
            approved ? new Date(now.getTime() - 300 * 86_400_000) : null,
            approved ? new Date(now.getTime() + m.expiresInDays * 86_400_000) : null,
          ],
        );
      }
    });
    this.logger.log('Contenido de demostración creado');
    return true;
  }
}
