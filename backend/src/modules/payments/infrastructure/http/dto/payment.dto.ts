import { ApiProperty } from '@nestjs/swagger';
import { PAYMENT_STATUSES } from '../../../domain/payment.js';
import type { StartedCheckout } from '../../../application/payment-checkout.service.js';

/** What the browser needs to open the checkout for a new attempt. */
export class PaymentCheckoutDto {
  @ApiProperty({ example: 'MH-R-3q2-7wQxS0mJ1b1xJz9f1g', description: 'Referencia única de este intento' })
  reference: string;
  @ApiProperty({ example: 35000000, description: 'Valor a pagar en centavos de peso' }) amountInCents: number;
  @ApiProperty({ example: 'COP' }) currency: string;
  @ApiProperty({ example: 'pub_test_xxxxxxxx' }) publicKey: string;
  @ApiProperty({ description: 'SHA-256 (hex) de referencia + centavos + moneda + secreto de integridad' })
  integritySignature: string;
  @ApiProperty({ example: 'https://multyhealth.example/registro/abc' }) redirectUrl: string;
  @ApiProperty({ description: 'Web Checkout de la pasarela con todos los parámetros firmados' }) checkoutUrl: string;

  static from(checkout: StartedCheckout): PaymentCheckoutDto {
    const { reference, amountInCents, currency, publicKey, integritySignature, redirectUrl, checkoutUrl } = checkout;
    return { reference, amountInCents, currency, publicKey, integritySignature, redirectUrl, checkoutUrl };
  }
}

export class PaymentSummaryDto {
  @ApiProperty({ enum: PAYMENT_STATUSES }) status: string;
  @ApiProperty() reference: string;
  @ApiProperty({ example: 35000000 }) amountInCents: number;
  @ApiProperty({ type: String, nullable: true, example: 'PSE' }) method: string | null;
}

export class RenewalPaymentStatusDto {
  @ApiProperty({ type: PaymentSummaryDto, nullable: true, description: 'null: ningún pago en línea de renovación' })
  payment: PaymentSummaryDto | null;
}
