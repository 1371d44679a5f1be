/** An order as the seller's e-mail lists it. */
export interface NotifiedOrder {
  id: number;
  reference: string;
  total: number;
  pricesShown: boolean;
  customerName: string | null;
  city: string | null;
  lines: string;
  createdAt: Date;
}

/** The new orders of one seller waiting for their e-mail. */
export interface OrderMailBatch {
  seller: { id: number; name: string; email: string };
  orders: NotifiedOrder[];
}

/** The e-mail to the seller about new orders, batched (docs/decisions/1720-orders.md). */
export abstract class OrderNotifications {
  abstract isOn(sellerId: number): Promise<boolean>;
  abstract turn(sellerId: number, on: boolean): Promise<void>;
  /**
   * Sellers whose oldest order not yet e-mailed is at least `waitSeconds` old, with all their orders not yet e-mailed
   * (test orders never count). Orders of sellers who turned the e-mail off are marked as handled instead.
   */
  abstract dueBatches(waitSeconds: number): Promise<OrderMailBatch[]>;
  abstract markNotified(orderIds: number[]): Promise<void>;
}
