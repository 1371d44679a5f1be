import { ApiProperty } from '@nestjs/swagger';

/**
 * A member's fields as every response that shows them publishes them (the admin's list, the seller's dashboard, the
 * public page, the renewals, the rankings): declared once here, and each response picks the ones it shows
 * (`PickType`/`OmitType`), so a field's type, nullability and description cannot drift between them.
 */
export class MemberFieldsDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() code: string;
  @ApiProperty() slug: string;
  @ApiProperty() city: string;
  @ApiProperty() country: string;
  @ApiProperty() whatsapp: string;
  @ApiProperty({ nullable: true, type: String }) photo: string | null;
  @ApiProperty({ nullable: true, type: Date }) paymentExpiresAt: Date | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Días hasta el vencimiento (0 o menos: expirado)' })
  remainingDays: number | null;
}
