/** GET /api/account-pricing for a visitor: the prices and whether discount codes exist (the codes stay on the server). */
export interface AccountPricing {
  regularPrice: number | string;
  discountPrice: number | string;
  hasDiscountCodes: boolean;
}

/** The server's answer about a typed code (POST /api/account-pricing/check-code). */
export interface DiscountCheck {
  valid: boolean;
  price?: number;
}

export const MAX_DISCOUNT_CODE_LENGTH = 100;

/** The typed code worth asking the server about: trimmed, not empty, not too long, and only when codes exist. */
export function codeToCheck(typed: string | null | undefined, pricing: Pick<AccountPricing, 'hasDiscountCodes'> | undefined): string | null {
  const code = (typed ?? '').trim();
  if (!code || code.length > MAX_DISCOUNT_CODE_LENGTH || pricing?.hasDiscountCodes === false) return null;
  return code;
}

/** The fee the cost box shows: the discount price only once the server has accepted the code; prices may arrive as strings. */
export function registrationFee(pricing: AccountPricing, check: DiscountCheck | null | undefined): { amount: number; regular: number; discounted: boolean } {
  const regular = Number(pricing.regularPrice);
  const discounted = Boolean(check?.valid);
  return { amount: discounted ? Number(check?.price ?? pricing.discountPrice) : regular, regular, discounted };
}
