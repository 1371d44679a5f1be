import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { PRODUCT_TYPES, type Product, type ProductType } from '../../../domain/product.js';
import { OptionalInteger, OptionalText, OptionalImageUrl, RequiredText } from './content-fields.js';

const REQUIRED = 'El nombre y la descripción son obligatorios';
const PRICE = 'El precio debe ser un número entero de pesos entre 0 y 1.000.000.000';
const MIN_PRICE = 'El precio mínimo debe ser un número entero de pesos entre 0 y 1.000.000.000';

/** Create and whole-record update (PUT); unknown fields are stripped. */
export class ProductInputDto {
  @ApiProperty({ example: 'Multydrink' })
  @RequiredText({ max: 200, required: REQUIRED, label: 'El nombre' })
  name: string;

  @ApiProperty({ example: 'Bebida funcional de energía y protección.' })
  @RequiredText({ max: 5000, required: REQUIRED, label: 'La descripción' })
  description: string;

  @ApiPropertyOptional({
    nullable: true,
    type: String,
    example: '/uploads/producto.webp',
    description: 'Obligatoria al crear; omitida al editar conserva la actual',
  })
  @OptionalImageUrl({ label: 'La imagen' })
  image?: string | null;

  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description: 'Texto; se muestra separado por comas o saltos de línea',
  })
  @OptionalText({ max: 5000, label: 'Los beneficios' })
  benefits?: string | null;

  @ApiPropertyOptional({ nullable: true, type: Number, example: 180000, description: 'Pesos colombianos (COP)' })
  @OptionalInteger({ min: 0, max: 1_000_000_000, message: PRICE })
  price?: number | null;

  @ApiPropertyOptional({
    nullable: true,
    type: Number,
    example: 150000,
    description: 'Precio mínimo que un distribuidor puede fijar',
  })
  @OptionalInteger({ min: 0, max: 1_000_000_000, message: MIN_PRICE })
  minPrice?: number | null;

  @ApiPropertyOptional({ enum: PRODUCT_TYPES, default: 'other' })
  @IsOptional()
  @IsIn(PRODUCT_TYPES, { message: 'El tipo de producto debe ser multydrink u other' })
  type?: ProductType;
}

export class ProductDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty({ nullable: true, type: String }) image: string | null;
  @ApiProperty({ nullable: true, type: String }) benefits: string | null;
  @ApiProperty({ nullable: true, type: Number }) price: number | null;
  @ApiProperty({ nullable: true, type: Number }) minPrice: number | null;
  @ApiProperty({ enum: PRODUCT_TYPES }) type: ProductType;
  @ApiProperty() createdAt: Date;
  @ApiProperty({ description: 'Versión del registro: devuélvela en PUT para que un cambio ajeno dé 409' })
  updatedAt: Date;

  static from(p: Product): ProductDto {
    const { id, name, description, image, benefits, price, minPrice, type, createdAt, updatedAt } = p;
    return { id, name, description, image, benefits, price, minPrice, type, createdAt, updatedAt };
  }
}
