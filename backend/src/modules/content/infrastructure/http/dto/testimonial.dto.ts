import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { TestimonialFieldsDto } from '../../../../../platform/http/published-content.dto.js';
import type { Testimonial } from '../../../domain/testimonial.js';
import { OptionalInteger, OptionalText, OptionalImageUrl, OptionalYoutubeUrl, RequiredText } from './content-fields.js';

/** The admin's global testimonials and a seller's own use the same fields. */
export class TestimonialInputDto {
  @ApiProperty({ example: 'María Fernanda R.' })
  @RequiredText(100, 'El nombre es obligatorio', 'El nombre')
  name: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Bogotá' })
  @OptionalText(100, 'La ciudad')
  city?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, example: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })
  @OptionalYoutubeUrl('Por favor ingresa una URL válida de YouTube')
  videoUrl?: string | null;

  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description: 'Omitida al editar conserva la actual; vacía la quita',
  })
  @OptionalImageUrl('La foto')
  photo?: string | null;

  @ApiProperty({ example: 'Con Multydrink tengo energía toda la tarde.' })
  @RequiredText(2000, 'El mensaje es obligatorio', 'El mensaje')
  message: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 5, default: 5 })
  @OptionalInteger(1, 5, 'La calificación debe ser un número entero entre 1 y 5')
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
