import { ApiProperty, PickType } from '@nestjs/swagger';
import { MemberFieldsDto } from '../../../../../platform/http/member-fields.dto.js';
import { remainingDays, type Member } from '../../../domain/member.js';
import type { MemberWithSponsor } from '../../../domain/member.repository.js';

export class SponsorDto extends PickType(MemberFieldsDto, ['id', 'code', 'name']) {}

/** A distributor as the admin sees it; never the password hash. */
export class AdminUserDto extends MemberFieldsDto {
  @ApiProperty({ enum: ['pending', 'approved'] }) status: string;
  @ApiProperty({ nullable: true, type: String }) discountCode: string | null;
  @ApiProperty() hasVideo: boolean;
  @ApiProperty({ nullable: true, type: String }) sellerProfileVideoUrl: string | null;
  @ApiProperty({ nullable: true, type: SponsorDto }) sponsor: SponsorDto | null;
  @ApiProperty({ description: "El patrocinador eliminó su cuenta: se muestra 'cuenta eliminada'" })
  sponsorDeleted: boolean;
  @ApiProperty({ nullable: true, type: Date }) approvedAt: Date | null;
  @ApiProperty({
    description: 'El registro envió un comprobante de pago (se descarga en /api/admin/users/{id}/payment-proof)',
  })
  hasPaymentProof: boolean;
  @ApiProperty({ nullable: true, type: String, enum: ['image/webp', 'application/pdf'] }) paymentProofType:
    string | null;
  @ApiProperty({ nullable: true, type: Date }) paymentProofAt: Date | null;
  @ApiProperty() createdAt: Date;
  @ApiProperty({ description: 'Versión del registro: devuélvela en PUT para que un cambio ajeno dé 409' })
  updatedAt: Date;

  static from(m: Member & { sponsor?: SponsorDto | null }): AdminUserDto {
    return {
      id: m.id,
      name: m.name,
      email: m.email,
      code: m.code,
      slug: m.slug,
      whatsapp: m.whatsapp,
      city: m.city,
      country: m.country,
      photo: m.photo,
      status: m.status,
      discountCode: m.discountCode,
      remainingDays: remainingDays(m),
      hasVideo: !!m.sellerProfileVideoUrl,
      sellerProfileVideoUrl: m.sellerProfileVideoUrl,
      sponsor: m.sponsor ?? null,
      sponsorDeleted: !m.sponsor && !!m.sponsorDeleted,
      approvedAt: m.approvedAt,
      paymentExpiresAt: m.paymentExpiresAt,
      hasPaymentProof: !!m.paymentProofUrl,
      paymentProofType: m.paymentProofUrl ? m.paymentProofType : null,
      paymentProofAt: m.paymentProofUrl ? m.paymentProofAt : null,
      createdAt: m.createdAt,
      updatedAt: m.updatedAt,
    };
  }
}

export class AdminUserDetailDto extends AdminUserDto {
  @ApiProperty() visitCount: number;
  @ApiProperty() whatsappClicks: number;

  static fromDetail(m: MemberWithSponsor & { visitCount: number; whatsappClicks: number }): AdminUserDetailDto {
    return { ...AdminUserDto.from(m), visitCount: m.visitCount, whatsappClicks: m.whatsappClicks };
  }
}

export class WeeklyCountDto {
  @ApiProperty({ example: '2026-11-16', description: 'Lunes de la semana' }) week: string;
  @ApiProperty() count: number;
}

export class WeeklyActivityDto {
  @ApiProperty({ example: '2026-01-05', description: 'Lunes de la semana' }) week: string;
  @ApiProperty() registrations: number;
  @ApiProperty() approvals: number;
}

export class RenewalRateDto {
  @ApiProperty({ description: 'Distribuidores renovados en los últimos 90 días' }) renewed: number;
  @ApiProperty({ description: 'Aprobados cuya suscripción venció en los últimos 90 días y siguen sin renovar' })
  lapsed: number;
  @ApiProperty({ type: Number, nullable: true, description: 'renewed / (renewed + lapsed); null sin casos' }) rate:
    number | null;
}

export class CityCountDto {
  @ApiProperty() city: string;
  @ApiProperty() count: number;
}

export class PageRankingDto extends PickType(MemberFieldsDto, ['id', 'name', 'slug']) {
  @ApiProperty() count: number;
}

export class SponsorRankingDto extends PickType(MemberFieldsDto, ['id', 'name', 'code', 'slug']) {
  @ApiProperty({ description: 'Registros con este patrocinador en los últimos 30 días' }) count: number;
}

export class MonthlyFeesDto {
  @ApiProperty({ example: '2026-03' }) month: string;
  @ApiProperty() regularCount: number;
  @ApiProperty() discountCount: number;
  @ApiProperty() regularAmount: number;
  @ApiProperty() discountAmount: number;
}

export class AdminDashboardDto {
  @ApiProperty() pendingUsers: number;
  @ApiProperty() approvedUsers: number;
  @ApiProperty() totalUsers: number;
  @ApiProperty({ type: [AdminUserDto], description: 'Los 10 registros pendientes más recientes' })
  pendingUsersList: AdminUserDto[];
  @ApiProperty({ type: [WeeklyCountDto], description: 'Registros por semana, últimas 8 semanas' })
  registrationsPerWeek: WeeklyCountDto[];
  @ApiProperty({ description: 'Aprobados con la suscripción vigente' }) active: number;
  @ApiProperty({ description: 'Aprobados con la suscripción vencida' }) expired: number;
  @ApiProperty({ description: 'Vigentes que vencen en 30 días o menos' }) expiringIn30Days: number;
  @ApiProperty({ type: [WeeklyActivityDto], description: 'Registros y aprobaciones por semana, últimas 8 semanas' })
  weekly: WeeklyActivityDto[];
  @ApiProperty({ type: Number, nullable: true, description: 'Días desde el registro pendiente más antiguo' })
  oldestPendingDays: number | null;
  @ApiProperty({ type: RenewalRateDto }) renewal: RenewalRateDto;
  @ApiProperty({ type: [CityCountDto], description: 'Las 5 ciudades con más aprobados' }) topCities: CityCountDto[];
  @ApiProperty({ type: [PageRankingDto], description: 'Las 5 páginas más visitadas (30 días)' })
  topByVisits: PageRankingDto[];
  @ApiProperty({ type: [PageRankingDto], description: 'Las 5 páginas con más clics de WhatsApp (30 días)' })
  topByWhatsappClicks: PageRankingDto[];
  @ApiProperty({
    description: 'Cuándo se contaron las dos clasificaciones de páginas (se guardan alrededor de un minuto)',
    example: '2026-11-24T15:04:05.000Z',
  })
  rankingsComputedAt: string;
  @ApiProperty({ type: [SponsorRankingDto], description: 'Los 10 patrocinadores con más registros (30 días)' })
  topSponsors: SponsorRankingDto[];
  @ApiProperty({
    type: [MonthlyFeesDto],
    description: 'Renovaciones que vencen cada mes (12 meses), a precios actuales',
  })
  feesPerMonth: MonthlyFeesDto[];
}
