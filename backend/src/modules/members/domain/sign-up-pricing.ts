/** What registration needs of the sign-up fee: the prices, the discount codes and the payment details. */
export interface SignUpPricing {
  regularPrice: number;
  discountPrice: number;
  discountCodes: string;
  /** Bank/transfer details for the payment e-mail; null: the server's PAYMENT_INSTRUCTIONS. */
  paymentInstructions: string | null;
}

/** The pricing context answers it (bound in members.module.ts). */
export abstract class SignUpPricingSource {
  abstract current(): Promise<SignUpPricing>;
}
