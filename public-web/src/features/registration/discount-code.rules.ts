import { DISCOUNT_CODE_MAX_LENGTH } from '@multyhealth/rules';
import type { ApiSchema } from '../../lib/api-types';

/** GET /api/account-pricing for a visitor: the prices and whether discount codes exist (the codes stay on the server). */
export type AccountPricing = ApiSchema<'PublicAccountPricingDto'>;

/** The server's answer about a typed code (POST /api/account-pricing/check-code). */
export type DiscountCheck = ApiSchema<'DiscountCodeCheckDto'>;

/** The typed code worth asking the server about: trimmed, not empty, not too long, and only when codes exist. */
export function codeToCheck(
  typed: string | null | undefined,
  pricing: Pick<AccountPricing, 'hasDiscountCodes'> | undefined,
): string | null {
  const code = (typed ?? '').trim();
  if (!code || code.length > DISCOUNT_CODE_MAX_LENGTH || pricing?.hasDiscountCodes === false) return null;
  return code;
}

/** The fee the cost box shows: the discount price only once the server has accepted the code. */
export function registrationFee(
  pricing: AccountPricing,
  check: DiscountCheck | null | undefined,
): { amount: number; regular: number; discounted: boolean } {
  const regular = pricing.regularPrice;
  const discounted = Boolean(check?.valid);
  return { amount: discounted ? (check?.price ?? pricing.discountPrice) : regular, regular, discounted };
}
