import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { TestimonialFieldsDto } from '../../../../../platform/http/published-content.dto.js';
import type { Testimonial } from '../../../domain/testimonial.js';
import { OptionalInteger, OptionalText, OptionalImageUrl, OptionalYoutubeUrl, RequiredText } from './content-fields.js';

/** The admin's global testimonials and a seller's own use the same fields. */
export class TestimonialInputDto {
  @ApiProperty({ example: 'María Fernanda R.' })
  @RequiredText({ max: 100, required: 'El nombre es obligatorio', label: 'El nombre' })
  name: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Bogotá' })
  @OptionalText({ max: 100, label: 'La ciudad' })
  city?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, example: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })
  @OptionalYoutubeUrl({ message: 'Por favor ingresa una URL válida de YouTube' })
  videoUrl?: string | null;

  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description: 'Omitida al editar conserva la actual; vacía la quita',
  })
  @OptionalImageUrl({ label: 'La foto' })
  photo?: string | null;

  @ApiProperty({ example: 'Con Multydrink tengo energía toda la tarde.' })
  @RequiredText({ max: 2000, required: 'El mensaje es obligatorio', label: 'El mensaje' })
  message: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 5, default: 5 })
  @OptionalInteger({ min: 1, max: 5, message: 'La calificación debe ser un número entero entre 1 y 5' })
  rating?: number;
}

export class TestimonialDto extends TestimonialFieldsDto {
  @ApiProperty({ description: 'true: testimonio global de la página principal' }) isGlobal: boolean;
  @ApiProperty() createdAt: Date;
  @ApiProperty({ description: 'Versión del registro: devuélvela en PUT para que un cambio ajeno dé 409' })
  updatedAt: Date;

  static from(t: Testimonial): TestimonialDto {
    const { id, name, city, videoUrl, photo, message, rating, isGlobal, createdAt, updatedAt } = t;
    return { id, name, city, videoUrl, photo, message, rating, isGlobal, createdAt, updatedAt };
  }
}
