import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../../../shared/domain/errors.js';
import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import type { PaymentReport } from '../domain/payment-report.js';
import type { Payment } from '../domain/payment.js';
import { PaymentRepository, type ExportCursor, type PaymentAuditEntry } from '../domain/payment.repository.js';

/** A payment with everything received about it and every audit entry that names it. */
export interface PaymentDetail {
  payment: Payment;
  events: PaymentReport[];
  audit: PaymentAuditEntry[];
}

/** The administrator's 'Pagos' screen, its CSV, a payment's detail and a member's payments. */
@Injectable()
export class AdminPaymentsService {
  constructor(private readonly payments: PaymentRepository) {}

  list(query: ListQuery): Promise<Page<Payment>> {
    return this.payments.findPage(query);
  }

  async detail(id: number): Promise<PaymentDetail> {
    const payment = await this.payments.findById(id);
    if (!payment) throw new NotFoundError('Pago no encontrado');
    const [events, audit] = await Promise.all([this.payments.reportsOf(id), this.payments.auditOf(payment)]);
    return { payment, events, audit };
  }

  awaitingDecision(): Promise<number> {
    return this.payments.countAwaitingDecision();
  }

  /**
   * Every payment matching the list's filter and sort, in batches read by keyset (sort value as PostgreSQL keeps it,
   * then id), so rows written meanwhile or sharing a millisecond are neither skipped nor repeated.
   */
  async *listAll(query: ListQuery, batchSize = 1000): AsyncGenerator<Payment[]> {
    let cursor: ExportCursor | null = null;
    do {
      const batch: { items: Payment[]; next: ExportCursor | null } = await this.payments.findBatch(
        query,
        cursor,
        batchSize,
      );
      if (batch.items.length) yield batch.items;
      cursor = batch.next;
    } while (cursor);
  }
}
