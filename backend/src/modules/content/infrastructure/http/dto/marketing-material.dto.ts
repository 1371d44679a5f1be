import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import {
  MATERIAL_KINDS,
  MAX_MATERIAL_CAPTION,
  materialGroup,
  type MarketingMaterial,
  type MaterialItem,
  type MaterialKind,
} from '../../../domain/marketing-material.js';
import {
  ActiveField,
  OptionalImageUrl,
  OptionalInteger,
  OptionalText,
  OrderField,
  RequiredText,
} from './content-fields.js';

const KIND_MESSAGE = 'El tipo de material debe ser imagen, video, pdf o texto';

export class MarketingMaterialInputDto {
  @ApiProperty({ example: 'Multydrink: foto para historias' })
  @RequiredText({ max: 200, required: 'El título es obligatorio', label: 'El título' })
  title: string;

  @ApiProperty({ enum: MATERIAL_KINDS, description: 'texto no lleva archivo y exige el texto para copiar' })
  @IsIn(MATERIAL_KINDS, { message: KIND_MESSAGE })
  kind: MaterialKind;

  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description:
      'Archivo subido a este sitio (imagen, video o PDF según el tipo); omitido al editar conserva el actual',
  })
  @OptionalImageUrl({ label: 'El archivo' })
  fileUrl?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'Texto listo para copiar y compartir' })
  @OptionalText({ max: MAX_MATERIAL_CAPTION, label: 'El texto para copiar' })
  caption?: string | null;

  @ApiPropertyOptional({ nullable: true, type: Number, description: 'Producto al que pertenece' })
  @OptionalInteger({ min: 1, max: 2_147_483_647, message: 'El producto no es válido' })
  productId?: number | null;

  @ApiPropertyOptional({ nullable: true, type: String, example: 'Lanzamiento 2026' })
  @OptionalText({ max: 100, label: 'La campaña' })
  campaign?: string | null;

  @OrderField({ initial: 1 })
  order?: number;

  @ActiveField()
  active?: boolean;
}

export class MarketingMaterialDto {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty({ enum: MATERIAL_KINDS }) kind: MaterialKind;
  @ApiProperty({ nullable: true, type: String }) fileUrl: string | null;
  @ApiProperty({ nullable: true, type: String }) caption: string | null;
  @ApiProperty({ nullable: true, type: Number }) productId: number | null;
  @ApiProperty({ nullable: true, type: String }) campaign: string | null;
  @ApiProperty() order: number;
  @ApiProperty() active: boolean;
  @ApiProperty() createdAt: Date;
  @ApiProperty({ description: 'Versión del registro: devuélvela en PUT para que un cambio ajeno dé 409' })
  updatedAt: Date;

  static from(m: MarketingMaterial): MarketingMaterialDto {
    const { id, title, kind, fileUrl, caption, productId, campaign, order, active, createdAt, updatedAt } = m;
    return { id, title, kind, fileUrl, caption, productId, campaign, order, active, createdAt, updatedAt };
  }
}

/** What a seller sees of an item. */
export class MaterialItemDto extends PickType(MarketingMaterialDto, ['id', 'title', 'kind', 'fileUrl', 'caption']) {
  @ApiProperty({ description: 'Campaña, si no el producto, si no General', example: 'Multydrink' }) group: string;

  static from(m: MaterialItem): MaterialItemDto {
    const { id, title, kind, fileUrl, caption } = m;
    return { id, title, kind, fileUrl, caption, group: materialGroup(m) };
  }
}
