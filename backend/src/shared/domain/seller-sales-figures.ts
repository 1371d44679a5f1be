/** Orders of a period by what happened in it, test orders left out (docs/decisions/1720-orders.md). */
export interface OrderCounts {
  created: number;
  confirmed: number;
  delivered: number;
  cancelled: number;
}

/** Units and COP of one product in delivered orders; the name is the one the lines were sold under. */
export interface ProductSales {
  productId: number | null;
  name: string;
  quantity: number;
  sales: number;
}

/** How many orders (test orders left out) a seller received: per day (YYYY-MM-DD, Colombia time) and per product. */
export interface SellerOrderActivity {
  perDay: Map<string, number>;
  perProduct: Map<number, number>;
}

export interface SellerOrderFigures {
  /**
   * The funnel's contacts: unique visitors (IP and browser) who tapped a WhatsApp button or placed an order; a
   * visitor who did both counts once.
   */
  contacts: number;
  orders: OrderCounts;
  sales: { delivered: number; byProduct: ProductSales[] };
}

/** A seller's order figures for their analytics summary; implemented by the orders context. */
export abstract class SellerSalesFigures {
  /** The last `days` days including today (Colombia time). */
  abstract forSeller(sellerId: number, days: number): Promise<SellerOrderFigures>;
  /** Orders created in the last `days` days including today, by day and by product they include. */
  abstract activity(sellerId: number, days: number): Promise<SellerOrderActivity>;
}
