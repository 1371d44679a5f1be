import { ApiProperty } from '@nestjs/swagger';
import type { MemberStatus } from '../../../domain/member.js';

/** A person in the seller's network: never their e-mail or phone. */
export class ReferralDto {
  @ApiProperty({ example: 'Ana Pérez' }) name: string;
  @ApiProperty({ example: 'Cali' }) city: string;
  @ApiProperty({ enum: ['pending', 'approved'], description: 'pending: Pendiente; approved: Aprobado' })
  status: MemberStatus;
  @ApiProperty() createdAt: Date;
}
