import { SingleRowTable } from '../../../../platform/database/single-row-table.js';
import type { AccountPricing } from '../../domain/account-pricing.js';
import type { AccountPricingRepository } from '../../domain/account-pricing.repository.js';
import { AccountPricingOrmEntity } from './account-pricing.orm-entity.js';

/** One row holds the pricing; saving updates it in place (or creates it once). */
export class TypeOrmAccountPricingRepository
  extends SingleRowTable(AccountPricingOrmEntity, toPricing)
  implements AccountPricingRepository {}

function toPricing(row: AccountPricingOrmEntity): AccountPricing {
  return {
    regularPrice: row.regularPrice,
    discountPrice: row.discountPrice,
    discountCodes: row.discountCodes,
    paymentInstructions: row.paymentInstructions,
    renewalPrice: row.renewalPrice,
    updatedAt: row.updatedAt,
  };
}
