import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { FaqEntry } from '../../../domain/faq-entry.js';
import { OptionalInteger, RequiredText } from './content-fields.js';

export class FaqInputDto {
  @ApiProperty({ example: '¿Qué es Multyhealth?' })
  @RequiredText(500, 'La pregunta es obligatoria', 'La pregunta')
  question: string;

  @ApiProperty()
  @RequiredText(5000, 'La respuesta es obligatoria', 'La respuesta')
  answer: string;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @OptionalInteger(1, 100_000, 'El orden debe ser al menos 1', 'El orden debe ser un número entero')
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
