import { Injectable } from '@nestjs/common';
import { SingleRowTable } from '../../../../platform/database/single-row-table.js';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { AccountPricing } from '../../domain/account-pricing.js';
import type { AccountPricingRepository } from '../../domain/account-pricing.repository.js';
import { AccountPricingOrmEntity } from './account-pricing.orm-entity.js';

/** One row holds the pricing; saving updates it in place (or creates it once). */
@Injectable()
export class TypeOrmAccountPricingRepository
  extends SingleRowTable<AccountPricingOrmEntity, AccountPricing>
  implements AccountPricingRepository
{
  constructor(tx: Transactions) {
    super(tx, AccountPricingOrmEntity);
  }

  protected toRecord(row: AccountPricingOrmEntity): AccountPricing {
    return {
      regularPrice: row.regularPrice,
      discountPrice: row.discountPrice,
      discountCodes: row.discountCodes,
      paymentInstructions: row.paymentInstructions,
      renewalPrice: row.renewalPrice,
      updatedAt: row.updatedAt,
    };
  }
}
