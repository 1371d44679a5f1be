export interface AccountPricing {
  regularPrice: number | string;
  discountPrice: number | string;
  discountCodes: string;
}

/** SPEC §4: the typed code equals one of the configured codes, compared case-insensitively after trimming. */
export function matchesDiscountCode(typed: string | null | undefined, configuredCodes: string | null | undefined): boolean {
  const code = (typed ?? '').trim().toLowerCase();
  if (!code) return false;
  return (configuredCodes ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .some((c) => c !== '' && c === code);
}

/** The fee the cost box shows; prices may arrive as strings (SPEC §3). */
export function registrationFee(pricing: AccountPricing, typedCode: string | null | undefined): { amount: number; regular: number; discounted: boolean } {
  const regular = Number(pricing.regularPrice);
  const discounted = matchesDiscountCode(typedCode, pricing.discountCodes);
  return { amount: discounted ? Number(pricing.discountPrice) : regular, regular, discounted };
}
