import { ApiProperty } from '@nestjs/swagger';
import { paymentMethodLabel } from '@multyhealth/rules';
import { Transform } from 'class-transformer';
import { IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import type { PaymentDetail } from '../../../application/admin-payments.service.js';
import {
  DECISION_NOTE_MAX,
  PAYMENT_DECISIONS,
  REFUND_STATUSES,
  allowedDecisions,
  awaitsDecision,
  type PaymentDecision,
} from '../../../domain/payment-decision.js';
import { REPORT_SOURCES } from '../../../domain/payment-report.js';
import { PAYMENT_PURPOSES, PAYMENT_STATUSES, type Payment } from '../../../domain/payment.js';

export class PaymentMemberDto {
  @ApiProperty() id: number;
  @ApiProperty({ type: String, nullable: true, description: 'null una vez borrados sus datos personales' })
  name: string | null;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
}

/** One payment as the administrator lists it (and its CSV writes it). */
export class AdminPaymentDto {
  @ApiProperty() id: number;
  @ApiProperty() createdAt: Date;
  @ApiProperty({ type: Date, nullable: true }) settledAt: Date | null;
  @ApiProperty({ type: PaymentMemberDto, nullable: true, description: 'null: el miembro ya no existe' })
  member: PaymentMemberDto | null;
  @ApiProperty({ type: Number, nullable: true }) memberId: number | null;
  @ApiProperty({ type: String, nullable: true }) memberName: string | null;
  @ApiProperty({ type: String, nullable: true }) memberEmail: string | null;
  @ApiProperty({ enum: PAYMENT_PURPOSES }) purpose: string;
  @ApiProperty({ type: String, nullable: true, example: 'CARD', description: 'Código de la pasarela' })
  method: string | null;
  @ApiProperty({ example: 'Tarjeta', description: 'El medio en palabras; vacío mientras no se conoce' })
  methodLabel: string;
  @ApiProperty({ example: 18000000, description: 'Valor a pagar (centavos)' }) amountInCents: number;
  @ApiProperty({ example: 'COP' }) currency: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 15000000,
    description: 'Lo que la pasarela informó como pagado (centavos); null mientras no se ha pagado nada',
  })
  paidAmountInCents: number | null;
  @ApiProperty() reference: string;
  @ApiProperty({ type: String, nullable: true }) transactionId: string | null;
  @ApiProperty({ enum: PAYMENT_STATUSES }) status: string;
  @ApiProperty({ description: 'Algo no cuadró (valor, moneda, anulación): requiere revisión' }) requiresReview: boolean;
  @ApiProperty({ description: 'Pago duplicado de algo ya pagado' }) duplicate: boolean;
  @ApiProperty({ description: 'Espera la decisión de un administrador' }) awaitingDecision: boolean;
  @ApiProperty({ enum: PAYMENT_DECISIONS, nullable: true }) decision: PaymentDecision | null;
  @ApiProperty({ enum: PAYMENT_DECISIONS, isArray: true, description: 'Las decisiones que aplican hoy' })
  allowedDecisions: PaymentDecision[];
  @ApiProperty({ type: String, nullable: true }) decisionNote: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Email del administrador' }) decidedBy: string | null;
  @ApiProperty({ type: Date, nullable: true }) decidedAt: Date | null;
  @ApiProperty({
    enum: REFUND_STATUSES,
    nullable: true,
    description: "pending: 'Reembolso manual pendiente'; voided: anulado en la pasarela; done: reembolso manual hecho",
  })
  refundStatus: string | null;
  @ApiProperty({ type: String, nullable: true }) refundAnswer: string | null;
  @ApiProperty({ description: 'Lo que pagó (activación o año de renovación) está abonado' }) fulfilled: boolean;
  @ApiProperty({ type: String, nullable: true }) note: string | null;

  static from(p: Payment): AdminPaymentDto {
    return {
      id: p.id,
      createdAt: p.createdAt,
      settledAt: p.settledAt,
      member: p.memberId === null ? null : { id: p.memberId, name: p.memberName, email: p.memberEmail },
      memberId: p.memberId,
      memberName: p.memberName,
      memberEmail: p.memberEmail,
      purpose: p.purpose,
      method: p.method,
      methodLabel: paymentMethodLabel(p.method),
      amountInCents: p.amountInCents,
      currency: p.currency,
      paidAmountInCents: p.paidAmountInCents,
      reference: p.reference,
      transactionId: p.transactionId,
      status: p.status,
      requiresReview: p.requiresReview,
      duplicate: p.duplicate,
      awaitingDecision: awaitsDecision(p),
      decision: p.decision,
      allowedDecisions: allowedDecisions(p),
      decisionNote: p.decisionNote,
      decidedBy: p.decidedBy,
      decidedAt: p.decidedAt,
      refundStatus: p.refundStatus,
      refundAnswer: p.refundAnswer,
      fulfilled: p.fulfilled,
      note: p.note,
    };
  }
}

export class PaymentEventDto {
  @ApiProperty() at: Date;
  @ApiProperty({ enum: REPORT_SOURCES }) source: string;
  @ApiProperty() transactionId: string;
  @ApiProperty({ enum: PAYMENT_STATUSES }) status: string;
  @ApiProperty({ example: 18000000 }) amountInCents: number;
}

export class PaymentAuditEntryDto {
  @ApiProperty() at: Date;
  @ApiProperty() adminEmail: string;
  @ApiProperty({ example: 'payment.accept' }) action: string;
  @ApiProperty() summary: string;
}

/** A payment with the timeline of what was received about it and the audit entries that name it. */
export class AdminPaymentDetailDto extends AdminPaymentDto {
  @ApiProperty({ type: [PaymentEventDto], description: 'Cada informe recibido sobre el pago, en orden' })
  events: PaymentEventDto[];
  @ApiProperty({ type: [PaymentAuditEntryDto] }) audit: PaymentAuditEntryDto[];

  static fromDetail(detail: PaymentDetail): AdminPaymentDetailDto {
    return { ...AdminPaymentDto.from(detail.payment), events: detail.events, audit: detail.audit };
  }
}

const trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

export class PaymentNoteDto {
  @ApiProperty({ minLength: 1, maxLength: DECISION_NOTE_MAX, example: 'Se confirmó el pago con el banco' })
  @trimmed()
  @IsString({ message: 'Escribe una nota' })
  @MinLength(1, { message: 'Escribe una nota' })
  @MaxLength(DECISION_NOTE_MAX, { message: `La nota admite hasta ${DECISION_NOTE_MAX} caracteres` })
  note: string;
}

export class PaymentDecisionDto extends PaymentNoteDto {
  @ApiProperty({ enum: PAYMENT_DECISIONS })
  @IsIn(PAYMENT_DECISIONS, { message: 'La decisión debe ser accept, refund, revert o dismiss' })
  decision: PaymentDecision;
}

export class AwaitingDecisionDto {
  @ApiProperty({ example: 3, description: "Pagos 'Por decidir'" }) total: number;
}
