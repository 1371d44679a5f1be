import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import { MemberDataSection } from '../../../../shared/domain/member-data-section.js';

/** The member's own prices for the products on their page. */
@Injectable()
export class CustomPricesMemberData extends MemberDataSection {
  readonly section = 'prices';

  constructor(private readonly tx: Transactions) {
    super();
  }

  exportFor(memberId: number): Promise<unknown> {
    return this.tx.manager.query(
      `SELECT p.name AS product, x."customPrice", x."createdAt" FROM user_product_prices x
         JOIN products p ON p.id = x."productId" WHERE x."userId" = $1 ORDER BY p.name`,
      [memberId],
    );
  }

  async eraseFor(memberId: number): Promise<void> {
    await this.tx.manager.query(`DELETE FROM user_product_prices WHERE "userId" = $1`, [memberId]);
  }
}
