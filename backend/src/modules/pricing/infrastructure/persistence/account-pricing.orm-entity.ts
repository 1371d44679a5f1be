import { Column, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('account_pricing')
export class AccountPricingOrmEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column('int') regularPrice: number;
  @Column('int') discountPrice: number;
  @Column('text') discountCodes: string;
  @Column('text', { nullable: true }) paymentInstructions: string | null;
  @Column('int', { nullable: true }) renewalPrice: number | null;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
