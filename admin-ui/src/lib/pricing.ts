import { formatCop } from '@multyhealth/brand';

/** Prices may arrive as strings or numbers; anything unparsable is NaN. */
export function parsePrice(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value.replace(/[^\d.-]/g, ''));
  return Number.NaN;
}

/** Live preview text of a price field: `$ 350.000 COP`, or an em dash while the value is not a positive number. */
export function previewPrice(value: unknown): string {
  const price = parsePrice(value);
  return Number.isFinite(price) && price > 0 ? formatCop(price) : '—';
}

/** Percentage saved by the discount price, rounded; null when it does not apply. */
export function discountPercent(regular: unknown, discount: unknown): number | null {
  const r = parsePrice(regular);
  const d = parsePrice(discount);
  if (!(r > 0) || !(d > 0) || d >= r) return null;
  return Math.round(((r - d) / r) * 100);
}

/** An optional price field: empty is null (the renewal price then follows the regular price). */
export function optionalPrice(value: unknown): number | null {
  return value === '' || value === null || value === undefined ? null : parsePrice(value);
}
