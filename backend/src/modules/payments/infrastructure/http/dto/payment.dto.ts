import { ApiProperty } from '@nestjs/swagger';
import { PAYMENT_PURPOSES, PAYMENT_STATUSES, type Payment } from '../../../domain/payment.js';
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

/** One payment as the administrator lists it. */
export class AdminPaymentDto {
  @ApiProperty() id: number;
  @ApiProperty() createdAt: Date;
  @ApiProperty({ type: Date, nullable: true }) settledAt: Date | null;
  @ApiProperty({ type: Number, nullable: true }) memberId: number | null;
  @ApiProperty({ type: String, nullable: true }) memberName: string | null;
  @ApiProperty({ type: String, nullable: true }) memberEmail: string | null;
  @ApiProperty({ enum: PAYMENT_PURPOSES }) purpose: string;
  @ApiProperty({ type: String, nullable: true, example: 'PSE' }) method: string | null;
  @ApiProperty({ example: 35000000 }) amountInCents: number;
  @ApiProperty({ example: 'COP' }) currency: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Lo pagado, cuando no coincide' })
  paidAmountInCents: number | null;
  @ApiProperty() reference: string;
  @ApiProperty({ type: String, nullable: true }) transactionId: string | null;
  @ApiProperty({ enum: PAYMENT_STATUSES }) status: string;
  @ApiProperty({ description: 'Requiere revisión del administrador' }) requiresReview: boolean;
  @ApiProperty({ description: 'Pago duplicado: decidir si se reembolsa' }) duplicate: boolean;
  @ApiProperty({ type: String, nullable: true }) note: string | null;

  static from(p: Payment): AdminPaymentDto {
    return {
      id: p.id,
      createdAt: p.createdAt,
      settledAt: p.settledAt,
      memberId: p.memberId,
      memberName: p.memberName,
      memberEmail: p.memberEmail,
      purpose: p.purpose,
      method: p.method,
      amountInCents: p.amountInCents,
      currency: p.currency,
      paidAmountInCents: p.paidAmountInCents,
      reference: p.reference,
      transactionId: p.transactionId,
      status: p.status,
      requiresReview: p.requiresReview,
      duplicate: p.duplicate,
      note: p.note,
    };
  }
}
