import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { TeamImage } from '../../../domain/team-image.js';
import { ActiveField, OptionalBoolean, OptionalText, OrderField, RequiredImageUrl } from './content-fields.js';

export class TeamImageInputDto {
  @ApiProperty({ example: '/uploads/equipo.webp' })
  @RequiredImageUrl({ required: 'Debes proporcionar una imagen', label: 'La imagen' })
  imageUrl: string;

  @ApiPropertyOptional({ nullable: true, type: String })
  @OptionalText({ max: 200, label: 'El título' })
  title?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @OptionalText({ max: 2000, label: 'La descripción' })
  description?: string | null;

  @OrderField({ initial: 0 })
  order?: number;

  @ActiveField({ description: 'Nombre del formulario; se guarda como isActive' })
  active?: boolean;

  @ApiPropertyOptional({ description: 'Aceptado también; active tiene prioridad' })
  @OptionalBoolean({ message: 'Activo debe ser verdadero o falso' })
  isActive?: boolean;
}

export class TeamImageDto {
  @ApiProperty() id: number;
  @ApiProperty() imageUrl: string;
  @ApiProperty({ nullable: true, type: String }) title: string | null;
  @ApiProperty({ nullable: true, type: String }) description: string | null;
  @ApiProperty() order: number;
  @ApiProperty() isActive: boolean;
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;

  static from(t: TeamImage): TeamImageDto {
    const { id, imageUrl, title, description, order, isActive, createdAt, updatedAt } = t;
    return { id, imageUrl, title, description, order, isActive, createdAt, updatedAt };
  }
}
