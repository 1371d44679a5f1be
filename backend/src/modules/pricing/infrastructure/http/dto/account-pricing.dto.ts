import { ApiProperty } from '@nestjs/swagger';
import { Allow, IsString, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../../../../platform/http/validators.js';
import { discountCodesOf, type AccountPricing } from '../../../domain/account-pricing.js';

/** Prices may arrive as strings or numbers (SPEC §3); the domain parses and checks them. */
export class UpdateAccountPricingDto {
  @ApiProperty({ oneOf: [{ type: 'number' }, { type: 'string' }], example: 350000 })
  @Allow()
  regularPrice: unknown;

  @ApiProperty({ oneOf: [{ type: 'number' }, { type: 'string' }], example: 250000 })
  @Allow()
  discountPrice: unknown;

  @ApiProperty({ type: String, example: 'MULTY2026, AMIGOS' })
  @Allow()
  discountCodes: unknown;
}

export class AccountPricingDto {
  @ApiProperty({ example: 350000 }) regularPrice: number;
  @ApiProperty({ example: 250000 }) discountPrice: number;
  @ApiProperty({ example: 'MULTY2026' }) discountCodes: string;
  @ApiProperty({ required: false }) updatedAt?: Date;

  static from(pricing: AccountPricing): AccountPricingDto {
    return Object.assign(new AccountPricingDto(), pricing);
  }
}

/** What a visitor (or a seller) sees: the prices, and only whether discount codes exist. */
export class PublicAccountPricingDto {
  @ApiProperty({ example: 350000 }) regularPrice: number;
  @ApiProperty({ example: 250000 }) discountPrice: number;
  @ApiProperty({ description: 'Hay códigos de descuento configurados (los códigos solo los ve un administrador)' })
  hasDiscountCodes: boolean;
  @ApiProperty({ required: false }) updatedAt?: Date;

  static from(pricing: AccountPricing): PublicAccountPricingDto {
    const { regularPrice, discountPrice, updatedAt } = pricing;
    return { regularPrice, discountPrice, hasDiscountCodes: discountCodesOf(pricing).length > 0, updatedAt };
  }
}

export class CheckDiscountCodeDto {
  @ApiProperty({ example: 'MULTY2026' })
  @Trim()
  @MaxLength(100, { message: 'El código de descuento no puede tener más de 100 caracteres' })
  @MinLength(1, { message: 'Escribe un código de descuento' })
  @IsString({ message: 'El código de descuento no es válido' })
  discountCode: string;
}

export class DiscountCodeCheckDto {
  @ApiProperty() valid: boolean;
  @ApiProperty({ required: false, example: 250000, description: 'Precio de registro con el código, solo si es válido' })
  price?: number;
}
