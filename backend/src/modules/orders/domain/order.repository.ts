import type { Page } from '../../../shared/domain/list-query.js';
import type { Order, OrderItem, OrderStatus } from './order.js';

/** A new order as it is stored: its lines carry the name and unit price of the moment. */
export interface NewOrder {
  reference: string;
  sellerId: number;
  total: number;
  pricesShown: boolean;
  isTest: boolean;
  customerName: string | null;
  customerPhone: string | null;
  city: string | null;
  note: string | null;
  items: OrderItem[];
  /** SHA-256 of the customer's tracking token (application/order-tracking-token.ts). */
  trackingTokenHash: Uint8Array;
  /** Who placed it, as the funnel counts visitors (application/order-visitor-key.ts); null when unknown. */
  visitorKey: string | null;
}

/** A product of the catalogue at the price one seller sells it now (custom price, else the product's). */
export interface SellerPricedProduct {
  productId: number;
  name: string;
  unitPrice: number;
}

/** Which orders a list shows; every field is already checked. */
export interface OrderFilter {
  /** Only this seller's orders (the seller's own list); absent for the admins. */
  sellerId?: number;
  status?: OrderStatus;
  /** Part of the reference or of the customer's name or phone. */
  search?: string;
  /** The search also finds the seller's name (the admins' lists). */
  searchSellers?: boolean;
  productId?: number;
  /** Created at or after / before these instants. */
  createdFrom?: Date;
  createdBefore?: Date;
  /** Orders placed by their own seller or an admin are left out unless asked for. */
  includeTests?: boolean;
}

export interface OrderSort {
  field: 'createdAt' | 'updatedAt' | 'total' | 'status' | 'reference' | 'id';
  order: 'ASC' | 'DESC';
}

export interface OrderChanges {
  /** `undo`: back to the status before the last change, whose time stamp (and cancel reason) it clears. */
  status?: { from: OrderStatus; to: OrderStatus; reason: string | null; undo?: boolean };
  customerName?: string | null;
  customerPhone?: string | null;
  note?: string | null;
}

export type ExportedOrder = Order & { sellerName: string | null };

/** A clash of the unique reference: the caller draws another one. */
export class ReferenceTakenError extends Error {}

/** The orders and their lines. */
export abstract class OrderRepository {
  /** The products among `ids` that exist, at the seller's current price. */
  abstract pricedProducts(sellerId: number, ids: number[]): Promise<SellerPricedProduct[]>;
  /** Stores the order and its lines in one statement; ReferenceTakenError when the reference exists. */
  abstract insert(order: NewOrder): Promise<Order>;
  abstract findPage(filter: OrderFilter, sort: OrderSort, range?: { start: number; end: number }): Promise<Page<Order>>;
  /** Every order of the filter exactly once, newest first by id, in batches, with its seller's name (the CSV export). */
  abstract findAll(filter: OrderFilter, batchSize: number): AsyncIterable<ExportedOrder[]>;
  /** The order when it belongs to `sellerId` (absent: any seller, for the admins). */
  abstract findOne(id: number, sellerId?: number): Promise<Order | null>;
  /**
   * Applies the changes to the seller's order in one conditional UPDATE: with a status change, only while the order
   * is still in `status.from`, and the same statement writes the change to the order's status history (by
   * `sellerId`). Null when no row matched (not theirs, or a concurrent change came first).
   */
  abstract update(id: number, sellerId: number, changes: OrderChanges): Promise<Order | null>;
  /** Nulls the customer's fields of every order of the seller and forgets the seller's order settings. */
  abstract eraseCustomerData(sellerId: number): Promise<void>;
}
