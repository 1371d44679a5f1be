import { ApiProperty, ApiPropertyOptional, IntersectionType, PickType } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MemberFieldsDto } from '../../../../../platform/http/member-fields.dto.js';
import { GalleryImageFieldsDto, TestimonialFieldsDto } from '../../../../../platform/http/published-content.dto.js';
import { PageSettingsDto } from './page-settings.dto.js';

/** The seller as their public page shows them: never the e-mail. */
export class PublicUserDto extends IntersectionType(
  PickType(MemberFieldsDto, ['name', 'code', 'city', 'country', 'whatsapp', 'photo']),
  PageSettingsDto,
) {}

/** Who invited a visitor to register: only what the invitation shows (never the e-mail or the number). */
export class ReferrerDto {
  @ApiProperty({ example: 'Laura Gómez' }) name: string;
  @ApiProperty({ example: 'laura' }) code: string;
}

/** The date is the text the page's JSON carries: a timestamp with its offset, as the admin's lists publish it. */
export class PublicTestimonialDto extends TestimonialFieldsDto {
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class UserProductPriceDto {
  @ApiProperty() productId: number;
  @ApiProperty() customPrice: number;
}

export class PublicGalleryImageDto extends GalleryImageFieldsDto {}

export class PublicPageDto {
  @ApiProperty({ type: PublicUserDto }) user: PublicUserDto;
  @ApiProperty({ type: [PublicTestimonialDto] }) testimonials: PublicTestimonialDto[];
  @ApiProperty({ type: [UserProductPriceDto] }) userProductPrices: UserProductPriceDto[];
  @ApiProperty({ type: [PublicGalleryImageDto] }) galleryImages: PublicGalleryImageDto[];
}

const PRODUCT = { message: 'Debes indicar un producto válido' };

/** Optional body of a click: the product whose own button was pressed. */
export class WhatsappClickDto {
  @ApiPropertyOptional({ example: 1, description: 'Producto del botón pulsado (botón de un producto)' })
  @IsOptional()
  @IsInt(PRODUCT)
  @Min(1, PRODUCT)
  @Max(2_147_483_647, PRODUCT)
  productId?: number;
}
