import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../../../shared/domain/errors.js';
import { parseAccountPricing, type AccountPricing } from '../domain/account-pricing.js';
import { AccountPricingRepository } from '../domain/account-pricing.repository.js';

@Injectable()
export class AccountPricingService {
  constructor(private readonly pricing: AccountPricingRepository) {}

  async current(): Promise<AccountPricing> {
    const pricing = await this.pricing.current();
    if (!pricing) throw new NotFoundError('Los precios de cuenta aún no están configurados');
    return pricing;
  }

  async update(input: Record<string, unknown>): Promise<AccountPricing> {
    return this.pricing.save(parseAccountPricing(input, await this.pricing.current()));
  }
}
