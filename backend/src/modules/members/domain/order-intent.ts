import { ValidationError } from '../../../shared/domain/errors.js';
import type { OrderLine } from './page-analytics.js';

export const MAX_ORDER_QUANTITY = 20;
export const MAX_ORDER_LINES = 20;

/** The lines of an order a visitor sends by WhatsApp: 1 to 20 distinct products, 1 to 20 units each. */
export function orderLines(items: unknown): OrderLine[] {
  if (!Array.isArray(items) || items.length === 0) {
    throw new ValidationError('El pedido debe tener al menos un producto', 'items');
  }
  if (items.length > MAX_ORDER_LINES) {
    throw new ValidationError(`El pedido no puede tener más de ${MAX_ORDER_LINES} productos`, 'items');
  }
  const lines = items.map((item: unknown): OrderLine => {
    const { productId, quantity } = (item ?? {}) as Record<string, unknown>;
    if (!Number.isSafeInteger(productId) || (productId as number) < 1 || (productId as number) > 2_147_483_647) {
      throw new ValidationError('Debes indicar un producto válido', 'items');
    }
    if (!Number.isInteger(quantity) || (quantity as number) < 1 || (quantity as number) > MAX_ORDER_QUANTITY) {
      throw new ValidationError(`La cantidad de cada producto debe estar entre 1 y ${MAX_ORDER_QUANTITY}`, 'items');
    }
    return { productId: productId as number, quantity: quantity as number };
  });
  if (new Set(lines.map((l) => l.productId)).size !== lines.length) {
    throw new ValidationError('Cada producto puede aparecer una sola vez en el pedido', 'items');
  }
  return lines;
}
