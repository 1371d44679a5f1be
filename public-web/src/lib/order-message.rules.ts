export interface OrderLinePrice {
  quantity: number;
  /** Unit price shown on the page; null when the seller hides prices. */
  price: number | null;
}

/**
 * The total the order bar shows, or null when any price is hidden (a partial total would mislead). The chat message
 * itself is written by the server with the order's reference (backend/src/modules/orders/domain/order-message.ts).
 */
export function orderTotal(lines: OrderLinePrice[]): number | null {
  if (lines.length === 0 || lines.some((line) => line.price == null)) return null;
  return lines.reduce((sum, line) => sum + line.quantity * (line.price as number), 0);
}
