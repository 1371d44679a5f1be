import { Injectable } from '@nestjs/common';
import { MemberDataSection } from '../../../shared/domain/member-data-section.js';
import { PaymentRepository } from '../domain/payment.repository.js';

/** A member's online payments in their data export; erasing keeps the accounting (amounts, references, states). */
@Injectable()
export class PaymentsMemberData extends MemberDataSection {
  readonly section = 'payments';

  constructor(private readonly payments: PaymentRepository) {
    super();
  }

  async exportFor(memberId: number): Promise<unknown> {
    return (await this.payments.findByMember(memberId)).map((p) => ({
      reference: p.reference,
      purpose: p.purpose,
      amountInCents: p.amountInCents,
      currency: p.currency,
      status: p.status,
      method: p.method,
      transactionId: p.transactionId,
      createdAt: p.createdAt,
      settledAt: p.settledAt,
    }));
  }

  eraseFor(memberId: number): Promise<void> {
    return this.payments.erasePersonalData(memberId);
  }
}
