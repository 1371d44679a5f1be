import { Injectable } from '@nestjs/common';
import { ConflictError, NotFoundError, ValidationError } from '../../../shared/domain/errors.js';
import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import { canMove, parseStatus, requireTransition, type Order } from '../domain/order.js';
import { OrderStatusHistory, undoes, type OrderStatusChange } from '../domain/order-status-change.js';
import { OrderRepository, type OrderChanges } from '../domain/order.repository.js';
import { CUSTOMER_NAME_MAX, NOTE_MAX, REASON_MAX, optionalPhone, optionalText } from '../domain/order-request.js';
import { orderListQuery } from './order-list-query.js';

export const ORDER_NOT_FOUND = 'Pedido no encontrado';

/** A seller's own orders: anyone else's answer 404, as if they did not exist. */
@Injectable()
export class SellerOrdersService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly history: OrderStatusHistory,
  ) {}

  list(sellerId: number, query: ListQuery): Promise<Page<Order>> {
    const { filter, sort, range } = orderListQuery(query, { sellerId });
    return this.orders.findPage(filter, sort, range);
  }

  async get(sellerId: number, id: number): Promise<Order> {
    const order = await this.orders.findOne(id, sellerId);
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
    return order;
  }

  /**
   * Moves the status one step (nuevo → confirmado → entregado, nuevo | confirmado → cancelado), or back to the
   * status before the order's last change when that is an undo its seller may still make (order-status-change.ts),
   * and edits the customer's fields. The UPDATE applies only while the status is still the one read: of two
   * concurrent changes (or undos), the second gets 409.
   */
  async update(sellerId: number, id: number, body: Record<string, unknown>): Promise<Order> {
    const current = await this.get(sellerId, id);
    const changes: OrderChanges = {};
    const reason = optionalText(body.reason, 'reason', 'El motivo', REASON_MAX);
    if (body.status !== undefined && body.status !== null) {
      const to = parseStatus(body.status);
      if (canMove(current.status, to)) {
        changes.status = { from: current.status, to, reason: to === 'cancelado' ? reason : null };
      } else if (undoes(await this.history.last(id), current.status, to, sellerId, new Date())) {
        changes.status = { from: current.status, to, reason: null, undo: true };
      } else requireTransition(current.status, to);
    }
    if (body.customerName !== undefined) {
      changes.customerName = optionalText(body.customerName, 'customerName', 'El nombre', CUSTOMER_NAME_MAX);
      if (changes.customerName && /[\r\n]/.test(changes.customerName)) {
        throw new ValidationError('El nombre debe ser de una sola línea', 'customerName');
      }
    }
    if (body.customerPhone !== undefined) changes.customerPhone = optionalPhone(body.customerPhone, null);
    if (body.note !== undefined) changes.note = optionalText(body.note, 'note', 'La nota', NOTE_MAX);
    const updated = await this.orders.update(id, sellerId, changes);
    if (updated) return updated;
    const now = await this.get(sellerId, id);
    if (changes.status) requireTransition(now.status, changes.status.to);
    throw new ConflictError('El pedido cambió mientras tanto; vuelve a cargarlo', 'status');
  }

  /** The order's status changes and undos, oldest first. */
  async statusHistory(sellerId: number, id: number): Promise<OrderStatusChange[]> {
    await this.get(sellerId, id);
    return this.history.forOrder(id);
  }
}
