import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsString, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../../../../platform/http/validators.js';
import { DISCOUNT_CODE_MAX_LENGTH, discountCodesOf } from '@multyhealth/rules';
import { renewalFee, type AccountPricing } from '../../../domain/account-pricing.js';

/** Prices may arrive as strings or numbers; the domain parses and checks them. */
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

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 2000,
    description:
      'Datos bancarios del correo de pago; vacío: PAYMENT_INSTRUCTIONS del servidor; sin el campo: no cambia',
  })
  @Allow()
  paymentInstructions?: unknown;

  @ApiPropertyOptional({
    oneOf: [{ type: 'number' }, { type: 'string' }],
    nullable: true,
    example: 300000,
    description: 'Precio de la renovación anual; null o vacío: el precio regular; sin el campo: no cambia',
  })
  @Allow()
  renewalPrice?: unknown;
}

/** What an administrator reads and edits: the codes and the payment details too. */
export class AccountPricingDto {
  @ApiProperty({ example: 350000 }) regularPrice: number;
  @ApiProperty({ example: 250000 }) discountPrice: number;
  @ApiProperty({ example: 'MULTY2026' }) discountCodes: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Datos de pago escritos por el administrador (null: los del servidor)',
  })
  paymentInstructions: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Datos de pago del servidor (PAYMENT_INSTRUCTIONS), usados si el administrador no escribe otros',
  })
  defaultPaymentInstructions: string | null;
  @ApiProperty({ example: 350000, description: 'Precio de la renovación anual (por defecto, el precio regular)' })
  renewalPrice: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: null,
    description: 'Precio de renovación fijado por el administrador; null: la renovación sigue al precio regular',
  })
  customRenewalPrice: number | null;
  @ApiProperty({ required: false }) updatedAt?: Date;

  static from(pricing: AccountPricing, defaultPaymentInstructions: string | null): AccountPricingDto {
    return Object.assign(new AccountPricingDto(), pricing, {
      defaultPaymentInstructions,
      renewalPrice: renewalFee(pricing),
      customRenewalPrice: pricing.renewalPrice,
    });
  }
}

/** What a visitor (or a seller) sees: the prices, and only whether discount codes exist. */
export class PublicAccountPricingDto {
  @ApiProperty({ example: 350000 }) regularPrice: number;
  @ApiProperty({ example: 250000 }) discountPrice: number;
  @ApiProperty({ description: 'Hay códigos de descuento configurados (los códigos solo los ve un administrador)' })
  hasDiscountCodes: boolean;
  @ApiProperty({ example: 350000, description: 'Precio de la renovación anual' }) renewalPrice: number;
  @ApiProperty({ required: false }) updatedAt?: Date;
  @ApiProperty({
    required: false,
    description: 'Solo con pago en línea configurado: se puede pagar con PSE, Nequi o tarjeta',
  })
  onlinePayment?: boolean;

  static from(pricing: AccountPricing, onlinePayment = false): PublicAccountPricingDto {
    const { regularPrice, discountPrice, updatedAt } = pricing;
    return {
      ...(onlinePayment ? { onlinePayment } : {}),
      regularPrice,
      discountPrice,
      renewalPrice: renewalFee(pricing),
      hasDiscountCodes: discountCodesOf(pricing.discountCodes).length > 0,
      updatedAt,
    };
  }
}

export class CheckDiscountCodeDto {
  @ApiProperty({ example: 'MULTY2026' })
  @Trim()
  @MaxLength(DISCOUNT_CODE_MAX_LENGTH, {
    message: `El código de descuento no puede tener más de ${DISCOUNT_CODE_MAX_LENGTH} caracteres`,
  })
  @MinLength(1, { message: 'Escribe un código de descuento' })
  @IsString({ message: 'El código de descuento no es válido' })
  discountCode: string;
}

export class DiscountCodeCheckDto {
  @ApiProperty() valid: boolean;
  @ApiProperty({ required: false, example: 250000, description: 'Precio de registro con el código, solo si es válido' })
  price?: number;
}
