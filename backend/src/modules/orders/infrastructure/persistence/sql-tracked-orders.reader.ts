import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import { TrackedOrders, type TrackedOrder } from '../../domain/order-tracking.js';
import { ORDER_COLUMNS, orderFromRow, type OrderRow } from './order-sql.js';

/** One indexed read by the unique reference, with the seller's public name, page and WhatsApp (members' table). */
@Injectable()
export class SqlTrackedOrdersReader extends TrackedOrders {
  constructor(private readonly tx: Transactions) {
    super();
  }

  async findByReference(reference: string): Promise<TrackedOrder | null> {
    const [row]: (OrderRow & {
      trackingTokenHash: Buffer | null;
      sellerName: string | null;
      sellerSlug: string | null;
      sellerWhatsapp: string | null;
    })[] = await this.tx.manager.query(
      `SELECT ${ORDER_COLUMNS}, o."trackingTokenHash", u.name AS "sellerName", u.slug AS "sellerSlug",
              u.whatsapp AS "sellerWhatsapp"
         FROM orders o LEFT JOIN users u ON u.id = o."sellerId"
        WHERE o.reference = $1`,
      [reference],
    );
    if (!row) return null;
    return {
      order: orderFromRow(row),
      trackingTokenHash: row.trackingTokenHash,
      seller:
        row.sellerName && row.sellerSlug && row.sellerWhatsapp
          ? { name: row.sellerName, slug: row.sellerSlug, whatsapp: row.sellerWhatsapp }
          : null,
    };
  }
}
