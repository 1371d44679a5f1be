import { ApiProperty } from '@nestjs/swagger';
import { LEGAL_KINDS, type LegalText } from '../../../domain/legal-text.js';
import { RequiredText } from './content-fields.js';

export class LegalTextInputDto {
  @ApiProperty({ example: 'Términos y Condiciones' })
  @RequiredText({ max: 200, required: 'El título es obligatorio', label: 'El título' })
  title: string;

  @ApiProperty({
    description:
      'Texto plano con Markdown sencillo: # títulos, - listas, párrafos separados por una línea en blanco. El HTML se muestra como texto.',
  })
  @RequiredText({ max: 50_000, required: 'El texto es obligatorio', label: 'El texto' })
  body: string;
}

export class LegalTextDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: LEGAL_KINDS }) kind: string;
  @ApiProperty() title: string;
  @ApiProperty() body: string;
  @ApiProperty() updatedAt: Date;

  static from(text: LegalText): LegalTextDto {
    const { id, kind, title, body, updatedAt } = text;
    return { id, kind, title, body, updatedAt };
  }
}
