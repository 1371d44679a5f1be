import { Injectable } from '@nestjs/common';
import { MemberDataSection } from '../../../shared/domain/member-data-section.js';
import { OrderRepository } from '../domain/order.repository.js';

/**
 * A seller's orders in their data export (with the customers' details the seller received), and their erasure: the
 * orders stay for accounting, without the customer's name, phone, city, note or reason; the seller reference goes
 * with the member's row (ON DELETE SET NULL).
 */
@Injectable()
export class OrdersMemberData extends MemberDataSection {
  readonly section = 'orders';

  constructor(private readonly orders: OrderRepository) {
    super();
  }

  async exportFor(memberId: number): Promise<unknown> {
    const all = [];
    for await (const batch of this.orders.findAll({ sellerId: memberId, includeTests: true }, 1000)) {
      for (const order of batch) {
        all.push({
          reference: order.reference,
          status: order.status,
          total: order.total,
          items: order.items,
          customerName: order.customerName,
          customerPhone: order.customerPhone,
          city: order.city,
          note: order.note,
          cancelReason: order.cancelReason,
          isTest: order.isTest,
          createdAt: order.createdAt,
          updatedAt: order.updatedAt,
        });
      }
    }
    return all;
  }

  eraseFor(memberId: number): Promise<void> {
    return this.orders.eraseCustomerData(memberId);
  }
}
