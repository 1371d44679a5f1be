import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { AccountPricing } from '../../domain/account-pricing.js';
import { AccountPricingRepository } from '../../domain/account-pricing.repository.js';
import { AccountPricingOrmEntity } from './account-pricing.orm-entity.js';

/** One row holds the pricing; saving updates it in place. */
@Injectable()
export class TypeOrmAccountPricingRepository extends AccountPricingRepository {
  constructor(private readonly tx: Transactions) {
    super();
  }

  async current(): Promise<AccountPricing | null> {
    const [row] = await this.tx.repo(AccountPricingOrmEntity).find({ order: { id: 'ASC' }, take: 1 });
    return row ? toPricing(row) : null;
  }

  async save(pricing: AccountPricing): Promise<AccountPricing> {
    const rows = this.tx.repo(AccountPricingOrmEntity);
    const [existing] = await rows.find({ order: { id: 'ASC' }, take: 1 });
    const saved = await rows.save({ ...existing, ...pricing, id: existing?.id });
    return toPricing(saved);
  }
}

function toPricing(row: AccountPricingOrmEntity): AccountPricing {
  return {
    regularPrice: row.regularPrice,
    discountPrice: row.discountPrice,
    discountCodes: row.discountCodes,
    paymentInstructions: row.paymentInstructions,
    updatedAt: row.updatedAt,
  };
}
