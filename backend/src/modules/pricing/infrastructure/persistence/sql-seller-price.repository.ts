import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { SellerProductPrice } from '../../domain/seller-price.js';
import { SellerPriceRepository } from '../../domain/seller-price.repository.js';

/** Reads the content context's products table (read-only): a price list is the catalogue seen by one seller. */
const PRICE_LIST = `
SELECT p.id AS "productId", p.name, p.description, p.image, p.benefits, p.type, p.price, p."minPrice",
       up."customPrice"
  FROM products p
  LEFT JOIN user_product_prices up ON up."productId" = p.id AND up."userId" = $1`;

@Injectable()
export class SqlSellerPriceRepository extends SellerPriceRepository {
  constructor(private readonly tx: Transactions) {
    super();
  }

  listForSeller(sellerId: number): Promise<SellerProductPrice[]> {
    return this.tx.manager.query(`${PRICE_LIST} ORDER BY p."createdAt", p.id`, [sellerId]);
  }

  async findForSeller(sellerId: number, productId: number): Promise<SellerProductPrice | null> {
    const [row] = await this.tx.manager.query(`${PRICE_LIST} WHERE p.id = $2`, [sellerId, productId]);
    return row ?? null;
  }

  async upsert(sellerId: number, productId: number, price: number): Promise<void> {
    await this.tx.manager.query(
      `INSERT INTO user_product_prices ("userId", "productId", "customPrice") VALUES ($1, $2, $3)
       ON CONFLICT ("userId", "productId") DO UPDATE SET "customPrice" = EXCLUDED."customPrice"`,
      [sellerId, productId, price],
    );
  }

  async remove(sellerId: number, productId: number): Promise<boolean> {
    const [{ n }]: { n: number }[] = await this.tx.manager.query(
      `WITH removed AS (DELETE FROM user_product_prices WHERE "userId" = $1 AND "productId" = $2 RETURNING 1)
       SELECT count(*)::int AS n FROM removed`,
      [sellerId, productId],
    );
    return n > 0;
  }
}
