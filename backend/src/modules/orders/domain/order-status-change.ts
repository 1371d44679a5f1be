import type { OrderStatus } from './order.js';

/** How long after a status change its seller may undo it. */
export const UNDO_WINDOW_MS = 10 * 60 * 1000;

/** One row of an order's status history: a change, or the undo of one. */
export interface OrderStatusChange {
  id: number;
  orderId: number;
  from: OrderStatus;
  to: OrderStatus;
  reason: string | null;
  /** The member who made it; null once they are deleted. */
  changedBy: number | null;
  isUndo: boolean;
  at: Date;
}

/**
 * Whether moving an order from `current` to `to` undoes `last`, its last status change: `to` is where that change
 * came from, it was made by `sellerId` less than 10 minutes ago, and it is not itself an undo (an undo is not undone).
 */
export function undoes(
  last: OrderStatusChange | null,
  current: OrderStatus,
  to: OrderStatus,
  sellerId: number,
  now: Date,
): boolean {
  return (
    last !== null &&
    !last.isUndo &&
    last.to === current &&
    last.from === to &&
    last.changedBy === sellerId &&
    now.getTime() - last.at.getTime() <= UNDO_WINDOW_MS
  );
}

/** An order's status history, oldest first; written by the repository with each change. */
export abstract class OrderStatusHistory {
  abstract last(orderId: number): Promise<OrderStatusChange | null>;
  abstract forOrder(orderId: number): Promise<OrderStatusChange[]>;
}
