import { ApiProperty } from '@nestjs/swagger';
import type { MemberStatus } from '../../../domain/member.js';
import type { ReferralState } from '../../../domain/referral-state.js';

/** A person in the seller's network: never their e-mail or phone (the chat opens through the server). */
export class ReferralDto {
  @ApiProperty({ description: 'Para abrir el chat: GET /api/protected/referrals/{id}/whatsapp' }) id: number;
  @ApiProperty({ example: 'Ana Pérez' }) name: string;
  @ApiProperty({ example: 'Cali' }) city: string;
  @ApiProperty({ enum: ['pending', 'approved'], description: 'pending: Pendiente; approved: Aprobado' })
  status: MemberStatus;
  @ApiProperty({
    enum: ['pendiente', 'comprobante_recibido', 'activo', 'vencido'],
    description: 'Pendiente de pago, comprobante recibido, activo (con días restantes) o vencido',
  })
  state: ReferralState;
  @ApiProperty({ type: Number, nullable: true, description: 'Días de suscripción que quedan (activo); 0 si vencido' })
  remainingDays: number | null;
  @ApiProperty() createdAt: Date;
}
