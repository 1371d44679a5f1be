import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../../../shared/domain/errors.js';
import { registrationFee } from '@multyhealth/rules';
import { parseAccountPricing, renewalFee, type AccountPricing } from '../domain/account-pricing.js';
import { AccountPricingRepository } from '../domain/account-pricing.repository.js';

@Injectable()
export class AccountPricingService {
  constructor(private readonly pricing: AccountPricingRepository) {}

  async current(): Promise<AccountPricing> {
    const pricing = await this.pricing.current();
    if (!pricing) throw new NotFoundError('Los precios de cuenta aún no están configurados');
    return pricing;
  }

  /** Whether a typed code earns the discount, and the price it gives; the codes themselves never leave the server. */
  async checkCode(code: string): Promise<{ valid: boolean; price?: number }> {
    const fee = registrationFee(await this.current(), code);
    return fee.discounted ? { valid: true, price: fee.amount } : { valid: false };
  }

  /** The yearly renewal fee in pesos (the payments context reads it through its RenewalPriceSource port). */
  async renewalPrice(): Promise<number> {
    return renewalFee(await this.current());
  }

  async update(input: Record<string, unknown>): Promise<AccountPricing> {
    return this.pricing.save(parseAccountPricing(input, await this.pricing.current()));
  }
}
