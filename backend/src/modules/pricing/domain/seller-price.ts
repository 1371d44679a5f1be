import { ValidationError } from '../../../shared/domain/errors.js';
import { formatCop } from '../../../shared/domain/money.js';

/** One row of a seller's price list: the product and the seller's own price for it, if any. */
export interface SellerProductPrice {
  productId: number;
  name: string;
  description: string;
  image: string | null;
  benefits: string | null;
  type: string;
  /** The product's default price (COP), shown when the seller has none of their own. */
  price: number | null;
  /** The least a seller may ask (COP). */
  minPrice: number | null;
  customPrice: number | null;
}

export const MAX_PRICE = 1_000_000_000;

/**
 * A seller's price for a product: a whole number of pesos, sent as a number or a string of digits (the dashboard
 * field accepts digits only), never below the product's minimum.
 */
export function checkSellerPrice(value: unknown, product: { name: string; minPrice: number | null }): number {
  const text = typeof value === 'string' ? value.trim() : undefined;
  const price = typeof value === 'number' ? value : text && /^\d{1,12}$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(price) || price <= 0 || price > MAX_PRICE) {
    throw new ValidationError('El precio debe ser un número entero positivo de pesos (máximo 1.000.000.000)', 'price');
  }
  if (product.minPrice !== null && price < product.minPrice) {
    throw new ValidationError(`El precio mínimo para ${product.name} es ${formatCop(product.minPrice)}`, 'price');
  }
  return price;
}
