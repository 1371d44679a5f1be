import type { AccountPricing } from './account-pricing.js';

export abstract class AccountPricingRepository {
  abstract current(): Promise<AccountPricing | null>;
  abstract save(pricing: AccountPricing): Promise<AccountPricing>;
}
