/** The longest code a visitor may type; the server refuses longer ones without looking them up. */
export const DISCOUNT_CODE_MAX_LENGTH = 100;

/** The configured codes: comma-separated as stored and as the admin types them; trimmed, empty ones dropped. */
export function discountCodesOf(discountCodes: string | null | undefined): string[] {
  return (discountCodes ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
}

/** A typed code matches when it equals a configured one, ignoring case and surrounding spaces. */
export function matchesDiscountCode(
  discountCodes: string | null | undefined,
  typed: string | null | undefined,
): boolean {
  const code = typed?.trim().toLowerCase();
  return !!code && discountCodesOf(discountCodes).some((c) => c.toLowerCase() === code);
}

/** The sign-up fee: the discount price for a matching code, the regular price otherwise. */
export function registrationFee(
  pricing: { regularPrice: number; discountPrice: number; discountCodes: string },
  typedCode: string | null | undefined,
): { amount: number; discounted: boolean } {
  const discounted = matchesDiscountCode(pricing.discountCodes, typedCode);
  return { amount: discounted ? pricing.discountPrice : pricing.regularPrice, discounted };
}
