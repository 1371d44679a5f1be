import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { PaymentPurpose, PaymentStatus } from '../../domain/payment.js';

/** bigint columns arrive as strings from pg; amounts stay far below 2^53, so numbers are exact. */
const bigintAsNumber = {
  to: (value: number | null) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

@Entity('payments')
export class PaymentOrmEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column('varchar') reference: string;
  @Column('varchar') purpose: PaymentPurpose;
  @Column('int', { nullable: true }) memberId: number | null;
  @Column('varchar', { nullable: true }) memberName: string | null;
  @Column('varchar', { nullable: true }) memberEmail: string | null;
  @Column('bigint', { transformer: bigintAsNumber }) amountInCents: number;
  @Column('char') currency: string;
  @Column('varchar') status: PaymentStatus;
  @Column('varchar', { nullable: true }) transactionId: string | null;
  @Column('varchar', { nullable: true }) method: string | null;
  @Column('bigint', { nullable: true, transformer: bigintAsNumber }) paidAmountInCents: number | null;
  @Column('varchar', { nullable: true }) paidCurrency: string | null;
  @Column('boolean') requiresReview: boolean;
  @Column('boolean') duplicate: boolean;
  @Column('varchar', { nullable: true }) note: string | null;
  @Column('timestamptz') createdAt: Date;
  @Column('timestamptz') updatedAt: Date;
  @Column('timestamptz', { nullable: true }) settledAt: Date | null;
}
