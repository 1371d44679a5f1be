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
  @RequiredText({ max: 200, required: REQUIRED, label: 'El título' })
  title: string;

  @ApiProperty()
  @RequiredText({ max: 5000, required: REQUIRED, label: 'La descripción' })
  description: string;

  @ApiPropertyOptional({ type: [String], description: 'Los vacíos se descartan' })
  @OptionalTextList({ maxItems: 30, maxLength: 300, plural: 'Los beneficios', singular: 'beneficio' })
  benefits?: string[];

  @ApiPropertyOptional({ type: [String], description: 'Solo para multydrink; los vacíos se descartan' })
  @OptionalTextList({ maxItems: 50, maxLength: 200, plural: 'Los ingredientes', singular: 'ingrediente' })
  ingredients?: string[];

  @ApiPropertyOptional({ nullable: true, type: String })
  @OptionalImageUrl({ label: 'La imagen' })
  imageUrl?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'Video subido (/uploads/…) o enlace' })
  @OptionalVideoUrl({ label: 'El video' })
  videoUrl?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @OptionalText({ max: 200, label: 'El título del video' })
  videoTitle?: string | null;

  @OrderField({ initial: 0 })
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
