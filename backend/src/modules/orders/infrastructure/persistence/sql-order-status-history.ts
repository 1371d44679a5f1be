import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import { OrderStatusHistory, type OrderStatusChange } from '../../domain/order-status-change.js';

const COLUMNS = `id::int AS id, "orderId", "fromStatus" AS "from", "toStatus" AS "to", reason, "changedBy", "isUndo", at`;

/** Reads order_status_history (migration 1737200000000); SqlOrderRepository.update writes it. */
@Injectable()
export class SqlOrderStatusHistory extends OrderStatusHistory {
  constructor(private readonly tx: Transactions) {
    super();
  }

  async last(orderId: number): Promise<OrderStatusChange | null> {
    const [row]: OrderStatusChange[] = await this.tx.manager.query(
      `SELECT ${COLUMNS} FROM order_status_history WHERE "orderId" = $1 ORDER BY id DESC LIMIT 1`,
      [orderId],
    );
    return row ?? null;
  }

  forOrder(orderId: number): Promise<OrderStatusChange[]> {
    return this.tx.manager.query(
      `SELECT ${COLUMNS} FROM order_status_history WHERE "orderId" = $1 ORDER BY id LIMIT 200`,
      [orderId],
    );
  }
}
