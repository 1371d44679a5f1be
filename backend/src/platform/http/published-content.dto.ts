import { ApiProperty } from '@nestjs/swagger';

/**
 * A testimonial's fields as the admin's and sellers' lists and the public page publish them; each response adds its
 * own (the admin's `isGlobal`, the date as each source gives it). Declared once so the two cannot drift.
 */
export class TestimonialFieldsDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() city: string;
  @ApiProperty({ nullable: true, type: String }) videoUrl: string | null;
  @ApiProperty({ nullable: true, type: String }) photo: string | null;
  @ApiProperty() message: string;
  @ApiProperty({ minimum: 1, maximum: 5 }) rating: number;
}

/** A gallery image's fields as the seller's gallery and the public page publish them. */
export class GalleryImageFieldsDto {
  @ApiProperty() id: number;
  @ApiProperty() imageUrl: string;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
}
