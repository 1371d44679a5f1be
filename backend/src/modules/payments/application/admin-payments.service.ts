import { Injectable } from '@nestjs/common';
import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import type { Payment } from '../domain/payment.js';
import { PaymentRepository } from '../domain/payment.repository.js';

/** The administrator's 'Pagos' screen, its CSV and a member's payments. */
@Injectable()
export class AdminPaymentsService {
  constructor(private readonly payments: PaymentRepository) {}

  list(query: ListQuery): Promise<Page<Payment>> {
    return this.payments.findPage(query);
  }

  /** Every payment matching the list's filter and sort, read in pages so a large export never sits in memory. */
  async *listAll(query: ListQuery, batchSize = 1000): AsyncGenerator<Payment[]> {
    for (let start = 0; ; start += batchSize) {
      const page = await this.payments.findPage({ ...query, range: { start, end: start + batchSize - 1 } });
      if (page.items.length) yield page.items;
      if (page.items.length < batchSize) return;
    }
  }
}
