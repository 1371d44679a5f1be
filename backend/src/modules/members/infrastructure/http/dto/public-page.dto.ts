import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsInt, IsOptional, Max, Min } from 'class-validator';
import { SocialLinksDto } from './social-links.dto.js';

export class PublicUserDto {
  @ApiProperty() name: string;
  @ApiProperty() code: string;
  @ApiProperty() city: string;
  @ApiProperty() country: string;
  @ApiProperty({ nullable: true, type: String }) photo: string | null;
  @ApiProperty() whatsapp: string;
  @ApiProperty({ nullable: true, type: String }) whatsappMessage: string | null;
  @ApiProperty({ nullable: true, type: String }) personalMessage: string | null;
  @ApiProperty() showPrices: boolean;
  @ApiProperty() showFAQ: boolean;
  @ApiProperty({ nullable: true, type: String }) sellerProfileVideoUrl: string | null;
  @ApiProperty({ enum: ['distribuidor', 'distribuidora'] }) distributorTitle: 'distribuidor' | 'distribuidora';
  @ApiProperty({ type: SocialLinksDto, description: 'Solo las redes que el distribuidor indicó' })
  socialLinks: SocialLinksDto;
}

/** Who invited a visitor to register: only what the invitation shows (never the e-mail or the number). */
export class ReferrerDto {
  @ApiProperty({ example: 'Laura Gómez' }) name: string;
  @ApiProperty({ example: 'laura' }) code: string;
}

export class PublicTestimonialDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() city: string;
  @ApiProperty({ nullable: true, type: String }) videoUrl: string | null;
  @ApiProperty({ nullable: true, type: String }) photo: string | null;
  @ApiProperty() message: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating: number;
  @ApiProperty() createdAt: string;
}

export class UserProductPriceDto {
  @ApiProperty() productId: number;
  @ApiProperty() customPrice: number;
}

export class PublicGalleryImageDto {
  @ApiProperty() id: number;
  @ApiProperty() imageUrl: string;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
}

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

export class OrderLineDto {
  @ApiProperty({ example: 1 }) productId: number;
  @ApiProperty({ example: 2, minimum: 1, maximum: 20 }) quantity: number;
}

export class OrderIntentDto {
  @ApiProperty({ type: [OrderLineDto], description: 'De 1 a 20 productos distintos, de 1 a 20 unidades cada uno' })
  @IsArray({ message: 'El pedido debe tener al menos un producto' })
  items: unknown[];
}
