import { ApiProperty } from '@nestjs/swagger';

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
