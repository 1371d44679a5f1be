import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { CorporateVideo } from '../../../domain/corporate-video.js';
import { ActiveField, OptionalImageUrl, OptionalVideoUrl, RequiredText } from './content-fields.js';

const REQUIRED = 'El título y la descripción son obligatorios';

export class CorporateVideoInputDto {
  @ApiProperty({ example: 'Conoce Multyhealth' })
  @RequiredText({ max: 200, required: REQUIRED, label: 'El título' })
  title: string;

  @ApiProperty()
  @RequiredText({ max: 5000, required: REQUIRED, label: 'La descripción' })
  description: string;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'Video subido (/uploads/…) o enlace de YouTube' })
  @OptionalVideoUrl({ label: 'El video' })
  videoUrl?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @OptionalImageUrl({ label: 'La miniatura' })
  thumbnailUrl?: string | null;

  @ActiveField()
  active?: boolean;
}

export class CorporateVideoDto {
  @ApiProperty() active: boolean;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ nullable: true, type: String }) videoUrl: string | null;
  @ApiProperty({ nullable: true, type: String }) thumbnailUrl: string | null;
  @ApiProperty({ nullable: true, type: Date }) updatedAt: Date | null;

  /** No video (none saved, or switched off for the public): an inactive, empty one, so clients always get an object. */
  static from(v: CorporateVideo | null): CorporateVideoDto {
    if (!v) return { active: false, title: '', description: '', videoUrl: null, thumbnailUrl: null, updatedAt: null };
    const { active, title, description, videoUrl, thumbnailUrl, updatedAt } = v;
    return { active, title, description, videoUrl, thumbnailUrl, updatedAt };
  }
}
