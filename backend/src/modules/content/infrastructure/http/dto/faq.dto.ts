import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { FaqEntry } from '../../../domain/faq-entry.js';
import { OptionalInteger, RequiredText } from './content-fields.js';

export class FaqInputDto {
  @ApiProperty({ example: '¿Qué es Multyhealth?' })
  @RequiredText({ max: 500, required: 'La pregunta es obligatoria', label: 'La pregunta' })
  question: string;

  @ApiProperty()
  @RequiredText({ max: 5000, required: 'La respuesta es obligatoria', label: 'La respuesta' })
  answer: string;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @OptionalInteger({
    min: 1,
    max: 100_000,
    message: 'El orden debe ser al menos 1',
    notInteger: 'El orden debe ser un número entero',
  })
  order?: number;
}

export class FaqDto {
  @ApiProperty() id: number;
  @ApiProperty() question: string;
  @ApiProperty() answer: string;
  @ApiProperty() order: number;
  @ApiProperty() createdAt: Date;
  @ApiProperty({ description: 'Versión del registro: devuélvela en PUT para que un cambio ajeno dé 409' })
  updatedAt: Date;

  static from(f: FaqEntry): FaqDto {
    const { id, question, answer, order, createdAt, updatedAt } = f;
    return { id, question, answer, order, createdAt, updatedAt };
  }
}
