import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Role } from '../../../../shared/domain/role.js';
import type { DistributorTitle, MemberStatus } from '../../domain/member.js';
import type { SocialLinks } from '@multyhealth/rules';

@Entity('users')
export class MemberOrmEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column() username: string;
  @Column() email: string;
  @Column('varchar', { nullable: true }) password: string | null;
  @Column() name: string;
  @Column() code: string;
  @Column() slug: string;
  @Column() whatsapp: string;
  @Column() city: string;
  @Column() country: string;
  @Column('varchar', { nullable: true }) photo: string | null;
  @Column('text', { nullable: true }) personalMessage: string | null;
  @Column('text', { nullable: true }) whatsappMessage: string | null;
  @Column('varchar', { nullable: true }) sellerProfileVideoUrl: string | null;
  @Column('varchar') distributorTitle: DistributorTitle;
  @Column('jsonb', { default: {} }) socialLinks: SocialLinks;
  @Column() showFAQ: boolean;
  @Column() showPrices: boolean;
  @Column('varchar') status: MemberStatus;
  @Column('varchar') role: Role;
  @Column('varchar', { nullable: true }) discountCode: string | null;
  @Column('int', { nullable: true }) sponsorId: number | null;
  @Column({ default: false }) sponsorDeleted: boolean;
  @Column('timestamptz', { nullable: true }) approvedAt: Date | null;
  @Column('timestamptz', { nullable: true }) paymentExpiresAt: Date | null;
  @Column('int', { default: 0 }) tokenVersion: number;
  @Column('timestamptz', { nullable: true }) termsAcceptedAt: Date | null;
  @Column('varchar', { nullable: true }) paymentProofUrl: string | null;
  @Column('varchar', { nullable: true }) paymentProofType: string | null;
  @Column('timestamptz', { nullable: true }) paymentProofAt: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
