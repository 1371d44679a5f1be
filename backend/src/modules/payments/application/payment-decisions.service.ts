import { Injectable, Logger } from '@nestjs/common';
import { AuditLog } from '../../../shared/domain/audit-log.js';
import { ConflictError, NotFoundError, ValidationError } from '../../../shared/domain/errors.js';
import { TransactionRunner } from '../../../shared/domain/transaction-runner.js';
import { refusal, type PaymentDecision, type RefundStatus } from '../domain/payment-decision.js';
import { PaymentGateway } from '../domain/payment-gateway.js';
import { PaymentRepository } from '../domain/payment.repository.js';
import type { Payment } from '../domain/payment.js';
import { PaymentFulfilmentService, type AuditActor } from './payment-fulfilment.service.js';

const DECIDED_ELSEWHERE = 'Otro administrador ya decidió este pago. Recarga la página.';

const DONE: Record<PaymentDecision, string> = {
  accept: 'Aceptó',
  refund: 'Reembolso de',
  revert: 'Revirtió',
  dismiss: 'Cerró sin cambios',
};

/**
 * An administrator's decision on a payment in doubt: exactly one per payment (a conditional UPDATE decides between
 * concurrent ones), its effect and its audit entry in one transaction. A card refund asks the gateway to void it after
 * that transaction commits (no network call holds the row), and records the answer.
 */
@Injectable()
export class PaymentDecisionsService {
  private readonly logger = new Logger('Pagos');

  constructor(
    private readonly payments: PaymentRepository,
    private readonly gateway: PaymentGateway,
    private readonly fulfilment: PaymentFulfilmentService,
    private readonly audit: AuditLog,
    private readonly tx: TransactionRunner,
  ) {}

  async decide(id: number, decision: PaymentDecision, note: string, admin: AuditActor): Promise<Payment> {
    const byGateway = this.canVoid();
    const decided = await this.tx.run(async () => {
      const payment = await this.payments.findById(id);
      if (!payment) throw new NotFoundError('Pago no encontrado');
      const refused = refusal(payment, decision);
      if (refused) throw new ConflictError(refused);
      const refundStatus: RefundStatus | null = decision === 'refund' ? 'pending' : null;
      const row = await this.payments.decide(id, { decision, note, decidedBy: admin.adminEmail, refundStatus });
      if (!row) throw new ConflictError(DECIDED_ELSEWHERE);
      const effect = await this.apply(row, decision, admin);
      await this.audit.record({
        ...admin,
        action: `payment.${decision}`,
        targetType: 'payment',
        targetId: String(row.id),
        summary: `${DONE[decision]} el pago ${row.reference}${effect ? ` (${effect})` : ''}. Nota: ${note}`.slice(
          0,
          500,
        ),
      });
      return this.payments.findById(id) as Promise<Payment>;
    });
    if (decision === 'refund' && byGateway && decided.method === 'CARD' && decided.transactionId)
      return this.voidThroughGateway(decided, admin);
    return decided;
  }

  /** A manual refund an administrator reports done (409 when none is pending). */
  async markRefundDone(id: number, note: string, admin: AuditActor): Promise<Payment> {
    return this.tx.run(async () => {
      const payment = await this.payments.findById(id);
      if (!payment) throw new NotFoundError('Pago no encontrado');
      const answer = `Reembolso manual hecho, informado por ${admin.adminEmail}: ${note}`;
      const done = await this.payments.updateRefund(id, { from: 'pending', to: 'done', answer });
      if (!done) throw new ConflictError('Este pago no tiene un reembolso manual pendiente');
      await this.audit.record({
        ...admin,
        action: 'payment.refund-done',
        targetType: 'payment',
        targetId: String(id),
        summary: `Marcó hecho el reembolso del pago ${payment.reference}. Nota: ${note}`.slice(0, 500),
      });
      return done;
    });
  }

  private async apply(payment: Payment, decision: PaymentDecision, admin: AuditActor): Promise<string | null> {
    if (decision === 'revert') return this.fulfilment.takeBack(payment);
    if (decision !== 'accept') return null;
    const outcome = await this.fulfilment.fulfil(payment, admin, true);
    if (outcome === 'already-done')
      throw new ConflictError('El registro ya estaba aprobado: elige reembolsar o cerrar este pago');
    if (outcome === 'gone') throw new ValidationError('El miembro ya no existe o no puede recibir este pago');
    return payment.purpose === 'registration' ? 'registro aprobado' : 'un año de renovación';
  }

  private canVoid(): boolean {
    return this.gateway.enabled && this.gateway.canVoid;
  }

  private async voidThroughGateway(payment: Payment, admin: AuditActor): Promise<Payment> {
    const answer = await this.gateway.voidTransaction(payment.transactionId!);
    if (!answer) return payment;
    this.logger.log(`Pago ${payment.reference}: anulación en la pasarela → ${answer.answer}`);
    const words = `${this.gateway.name}: ${answer.answer}`;
    return this.tx.run(async () => {
      const updated = answer.voided
        ? await this.payments.updateRefund(payment.id, { from: 'pending', to: 'voided', answer: words })
        : await this.payments.updateRefund(payment.id, { from: 'pending', to: 'pending', answer: words });
      await this.audit.record({
        ...admin,
        action: 'payment.refund-void',
        targetType: 'payment',
        targetId: String(payment.id),
        summary:
          `${answer.voided ? 'Anulado' : 'No anulado'} en ${this.gateway.name} el pago ${payment.reference}: ${answer.answer}`.slice(
            0,
            500,
          ),
      });
      return updated ?? ((await this.payments.findById(payment.id)) as Payment);
    });
  }
}
