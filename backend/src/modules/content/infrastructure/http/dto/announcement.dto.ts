import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import {
  MEDIA_TYPES,
  TARGET_TYPES,
  type Announcement,
  type MediaType,
  type TargetType,
} from '../../../domain/announcement.js';
import {
  ActiveField,
  OptionalImageUrl,
  OptionalText,
  OptionalVideoUrl,
  OrderField,
  RequiredText,
} from './content-fields.js';

const REQUIRED = 'El título y la descripción son obligatorios';

export class AnnouncementInputDto {
  @ApiProperty({ example: 'Nuevo sabor de Multydrink' })
  @RequiredText({ max: 200, required: REQUIRED, label: 'El título' })
  title: string;

  @ApiProperty({ description: 'Las URL se muestran como enlaces, línea por línea' })
  @RequiredText({ max: 5000, required: REQUIRED, label: 'La descripción' })
  description: string;

  @ApiPropertyOptional({
    enum: MEDIA_TYPES,
    description: 'Solo del formulario (no se guarda): image exige imagen, video exige archivo o URL',
  })
  @IsOptional()
  @IsIn(MEDIA_TYPES, { message: 'El tipo de contenido debe ser image o video' })
  mediaType?: MediaType;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'Omitida al editar conserva la actual' })
  @OptionalImageUrl({ label: 'La imagen' })
  image?: string | null;

  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description: 'Video subido (/uploads/…) o URL; omitido al editar conserva el actual',
  })
  @OptionalVideoUrl({ label: 'El video' })
  videoUrl?: string | null;

  @OrderField({ initial: 1 })
  order?: number;

  @ActiveField()
  active?: boolean;

  @ApiPropertyOptional({ enum: TARGET_TYPES, default: 'all' })
  @IsOptional()
  @IsIn(TARGET_TYPES, { message: 'El destino del anuncio debe ser all, city o country' })
  targetType?: TargetType;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'Obligatoria si targetType es city' })
  @OptionalText({ max: 100, label: 'La ciudad' })
  targetCity?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'Obligatorio si targetType es country' })
  @OptionalText({ max: 100, label: 'El país' })
  targetCountry?: string | null;
}

export class AnnouncementDto {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ nullable: true, type: String }) image: string | null;
  @ApiProperty({ nullable: true, type: String }) videoUrl: string | null;
  @ApiProperty({ enum: MEDIA_TYPES, description: 'Derivado: video si hay videoUrl' }) mediaType: MediaType;
  @ApiProperty() order: number;
  @ApiProperty() active: boolean;
  @ApiProperty({ enum: TARGET_TYPES }) targetType: TargetType;
  @ApiProperty({ nullable: true, type: String }) targetCity: string | null;
  @ApiProperty({ nullable: true, type: String }) targetCountry: string | null;
  @ApiProperty() createdAt: Date;
  @ApiProperty({ description: 'Versión del registro: devuélvela en PUT para que un cambio ajeno dé 409' })
  updatedAt: Date;

  static from(a: Announcement): AnnouncementDto {
    const {
      id,
      title,
      description,
      image,
      videoUrl,
      order,
      active,
      targetType,
      targetCity,
      targetCountry,
      createdAt,
      updatedAt,
    } = a;
    const mediaType = videoUrl ? 'video' : 'image';
    return {
      id,
      title,
      description,
      image,
      videoUrl,
      mediaType,
      order,
      active,
      targetType,
      targetCity,
      targetCountry,
      createdAt,
      updatedAt,
    };
  }
}
