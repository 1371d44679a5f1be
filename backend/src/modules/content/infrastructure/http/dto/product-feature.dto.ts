import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { pick } from '../../../../../platform/http/pick.js';
import {
  FEATURE_PRODUCT_TYPES,
  type FeatureProductType,
  type ProductFeature,
} from '../../../domain/product-feature.js';
import {
  ActiveField,
  OptionalImageUrl,
  OptionalText,
  OptionalTextList,
  OptionalVideoUrl,
  OrderField,
  RequiredText,
} from './content-fields.js';

const REQUIRED = 'El título y la descripción son obligatorios';

export class ProductFeatureInputDto {
  @ApiProperty({ enum: FEATURE_PRODUCT_TYPES })
  @IsIn(FEATURE_PRODUCT_TYPES, { message: 'El tipo de producto debe ser multydrink o multytest' })
  productType: FeatureProductType;

  @ApiProperty({ example: 'Multydrink: energía y protección' })
  @RequiredText(200, REQUIRED, 'El título')
  title: string;

  @ApiProperty()
  @RequiredText(5000, REQUIRED, 'La descripción')
  description: string;

  @ApiPropertyOptional({ type: [String], description: 'Los vacíos se descartan' })
  @OptionalTextList(30, 300, 'Los beneficios', 'beneficio')
  benefits?: string[];

  @ApiPropertyOptional({ type: [String], description: 'Solo para multydrink; los vacíos se descartan' })
  @OptionalTextList(50, 200, 'Los ingredientes', 'ingrediente')
  ingredients?: string[];

  @ApiPropertyOptional({ nullable: true, type: String })
  @OptionalImageUrl('La imagen')
  imageUrl?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'Video subido (/uploads/…) o enlace' })
  @OptionalVideoUrl('El video')
  videoUrl?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @OptionalText(200, 'El título del video')
  videoTitle?: string | null;

  @OrderField(0)
  order?: number;

  @ActiveField()
  active?: boolean;
}

export class ProductFeatureDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: FEATURE_PRODUCT_TYPES }) productType: FeatureProductType;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: [String] }) benefits: string[];
  @ApiProperty({ type: [String] }) ingredients: string[];
  @ApiProperty({ nullable: true, type: String }) imageUrl: string | null;
  @ApiProperty({ nullable: true, type: String }) videoUrl: string | null;
  @ApiProperty({ nullable: true, type: String }) videoTitle: string | null;
  @ApiProperty() order: number;
  @ApiProperty() active: boolean;
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;

  static from(f: ProductFeature): ProductFeatureDto {
    return pick(f, [
      'id',
      'productType',
      'title',
      'description',
      'benefits',
      'ingredients',
      'imageUrl',
      'videoUrl',
      'videoTitle',
      'order',
      'active',
      'createdAt',
      'updatedAt',
    ]);
  }
}
