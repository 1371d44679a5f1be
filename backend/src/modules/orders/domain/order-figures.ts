import {
  SellerSalesFigures,
  type OrderCounts,
  type ProductSales,
} from '../../../shared/domain/seller-sales-figures.js';

export type {
  OrderCounts,
  ProductSales,
  SellerOrderActivity,
  SellerOrderFigures,
} from '../../../shared/domain/seller-sales-figures.js';

export interface MonthFigures {
  /** First day of the month, YYYY-MM (Colombia time). */
  month: string;
  orders: number;
  deliveredOrders: number;
  deliveredSales: number;
}

export interface BusinessOrderFigures {
  months: MonthFigures[];
  topSellers: { sellerId: number; name: string; code: string; deliveredOrders: number; deliveredSales: number }[];
  topProducts: ProductSales[];
}

/** Figures read from the orders; each is one SQL statement. */
export abstract class OrderFiguresReader extends SellerSalesFigures {
  /** The seller's current calendar month (Colombia time) and the count of orders still new. */
  abstract sellerMonth(sellerId: number): Promise<{ newOrders: number; month: OrderCounts; monthSales: number }>;
  /** The business of the last `months` calendar months, the top sellers and products by delivered sales. */
  abstract business(months: number, top: number): Promise<BusinessOrderFigures>;
}
