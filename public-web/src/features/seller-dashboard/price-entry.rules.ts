import { formatCop, formatNumber } from '@multyhealth/brand/tokens';

/** The highest price the server accepts (pricing/domain/seller-price.ts). */
export const MAX_PRICE = 1_000_000_000;

/** Digits kept in the field: a few past the maximum (so it can be flagged) and few enough to stay exact. */
const MAX_DIGITS = 13;

/** The price field takes digits only; anything else typed is dropped. Empty means no price. */
export function parsePriceInput(input: string): number | null {
  const digits = input
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, MAX_DIGITS);
  return digits ? Number(digits) : null;
}

export function isAboveMaximum(price: number | null): boolean {
  return price != null && price > MAX_PRICE;
}

/** The red helper under a price above what the server takes: 'Máx: $ 1.000.000.000 COP'. */
export function maximumLabel(): string {
  return `Máx: ${formatCop(MAX_PRICE)}`;
}

/** What the field shows: es-CO thousands separators (180.000). */
export function formatPriceInput(value: number | null): string {
  return value == null ? '' : formatNumber(value);
}

/** A price is accepted only at or above the product's minimum. */
export function isBelowMinimum(price: number | null, minPrice: number | null | undefined): boolean {
  if (price == null) return true;
  return minPrice != null && price < minPrice;
}

/** The red helper under a price below the minimum: 'Mín: $ 150.000 COP'. */
export function minimumLabel(minPrice: number): string {
  return `Mín: ${formatCop(minPrice)}`;
}

/** The price a product shows: the seller's own price if set, else the product's price. */
export function shownPrice(
  product: { id: number; price: number | null },
  customPrices: { productId: number; customPrice: number | null }[],
): number | null {
  return customPrices.find((p) => p.productId === product.id && p.customPrice != null)?.customPrice ?? product.price;
}
