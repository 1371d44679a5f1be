import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsInt, Max, Min } from 'class-validator';
import type { SellerProductPrice } from '../../../domain/seller-price.js';

const PRODUCT = { message: 'Debes indicar un producto válido' };

export class SetSellerPriceDto {
  @ApiProperty({ example: 1 })
  @Transform(({ value }) => (typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value))
  @IsInt(PRODUCT)
  @Min(1, PRODUCT)
  @Max(2_147_483_647, PRODUCT)
  productId: number;

  @ApiProperty({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    example: 165000,
    description: 'Pesos (COP), número o cadena de dígitos; al menos el precio mínimo del producto',
  })
  @Allow()
  price: unknown;
}

export class SellerProductPriceDto {
  @ApiProperty() productId: number;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty({ nullable: true, type: String }) image: string | null;
  @ApiProperty({ nullable: true, type: String }) benefits: string | null;
  @ApiProperty({ enum: ['multydrink', 'other'] }) type: string;
  @ApiProperty({ nullable: true, type: Number, description: 'Precio por defecto del producto' }) price: number | null;
  @ApiProperty({ nullable: true, type: Number }) minPrice: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Mi precio; null si uso el del producto' }) customPrice:
    number | null;

  static from(p: SellerProductPrice): SellerProductPriceDto {
    const { productId, name, description, image, benefits, type, price, minPrice, customPrice } = p;
    return { productId, name, description, image, benefits, type, price, minPrice, customPrice };
  }
}
