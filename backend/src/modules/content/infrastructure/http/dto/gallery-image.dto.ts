import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { GalleryImageFieldsDto } from '../../../../../platform/http/published-content.dto.js';
import type { GalleryImage } from '../../../domain/gallery-image.js';
import { OptionalBoolean, OptionalText, RequiredImageUrl } from './content-fields.js';

export class GalleryImageInputDto {
  @ApiProperty({ example: '/uploads/galeria.webp' })
  @RequiredImageUrl({ required: 'Debes proporcionar una imagen', label: 'La imagen' })
  imageUrl: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Entrega en Medellín' })
  @OptionalText({ max: 200, label: 'El título' })
  title?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @OptionalText({ max: 2000, label: 'La descripción' })
  description?: string | null;

  @ApiPropertyOptional({
    description: 'Solo las activas se ven en la página pública; omitido conserva el valor (nuevas: true)',
  })
  @OptionalBoolean({ message: 'Activa debe ser verdadero o falso' })
  isActive?: boolean;
}

export class GalleryImageDto extends GalleryImageFieldsDto {
  @ApiProperty() isActive: boolean;
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;

  static from(g: GalleryImage): GalleryImageDto {
    const { id, imageUrl, title, description, isActive, createdAt, updatedAt } = g;
    return { id, imageUrl, title, description, isActive, createdAt, updatedAt };
  }
}
