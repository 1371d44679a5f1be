import { lineTotalPesos, sumPesos } from '../../../shared/domain/money.js';
import { ValidationError } from '../../../shared/domain/errors.js';
import type { OrderItem } from './order.js';
import type { SellerPricedProduct } from './order.repository.js';
import type { OrderLineRequest } from './order-request.js';

/** An order's lines with the name and unit price of the moment, and what they cost together. */
export interface FrozenOrderPrices {
  items: OrderItem[];
  totalPesos: number;
}

/**
 * Freezes each requested line at the seller's current price (custom price, else the product's) and sums the order:
 * a product missing from `priced` is 400.
 */
export function freezeOrderPrices(lines: OrderLineRequest[], priced: SellerPricedProduct[]): FrozenOrderPrices {
  const byId = new Map(priced.map((product) => [product.productId, product]));
  const items = lines.map((line): OrderItem => {
    const product = byId.get(line.productId);
    if (!product) throw new ValidationError('El producto no existe', 'items');
    return { productId: line.productId, name: product.name, quantity: line.quantity, unitPrice: product.unitPrice };
  });
  return { items, totalPesos: orderTotalPesos(items) };
}

/** The sum of the lines: unit price times quantity, in whole pesos. */
export function orderTotalPesos(items: readonly Pick<OrderItem, 'quantity' | 'unitPrice'>[]): number {
  return sumPesos(items.map((item) => lineTotalPesos(item.unitPrice, item.quantity)));
}
