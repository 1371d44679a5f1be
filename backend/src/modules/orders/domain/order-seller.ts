/** The seller of a visible distributor page, as an order needs them. */
export interface OrderSeller {
  id: number;
  name: string;
  whatsapp: string;
  country: string;
  showPrices: boolean;
}

/** Finds the seller of a visible page (approved, subscription running); anything else is NotFoundError. */
export abstract class OrderSellers {
  abstract visibleBySlug(slug: string): Promise<OrderSeller>;
}
