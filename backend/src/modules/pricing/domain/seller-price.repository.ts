import type { SellerProductPrice } from './seller-price.js';

/** Sellers' own product prices (one per seller and product), read together with the catalogue. */
export abstract class SellerPriceRepository {
  /** Every product of the catalogue, in creation order, with the seller's price or null. */
  abstract listForSeller(sellerId: number): Promise<SellerProductPrice[]>;
  abstract findForSeller(sellerId: number, productId: number): Promise<SellerProductPrice | null>;
  /** Creates or replaces the seller's price for the product. */
  abstract upsert(sellerId: number, productId: number, price: number): Promise<void>;
  /** Deletes the seller's price for the product; false when there was none. */
  abstract remove(sellerId: number, productId: number): Promise<boolean>;
}
