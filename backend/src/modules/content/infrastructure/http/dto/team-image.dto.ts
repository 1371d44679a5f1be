import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { TeamImage } from '../../../domain/team-image.js';
import { ActiveField, OptionalBoolean, OptionalText, OrderField, RequiredImageUrl } from './content-fields.js';

export class TeamImageInputDto {
  @ApiProperty({ example: '/uploads/equipo.webp' })
  @RequiredImageUrl('Debes proporcionar una imagen', 'La imagen')
  imageUrl: string;

  @ApiPropertyOptional({ nullable: true, type: String })
  @OptionalText(200, 'El título')
  title?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @OptionalText(2000, 'La descripción')
  description?: string | null;

  @OrderField(0)
  order?: number;

  @ActiveField({ description: 'Nombre del formulario; se guarda como isActive' })
  active?: boolean;

  @ApiPropertyOptional({ description: 'Aceptado también; active tiene prioridad' })
  @OptionalBoolean('Activo debe ser verdadero o falso')
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
