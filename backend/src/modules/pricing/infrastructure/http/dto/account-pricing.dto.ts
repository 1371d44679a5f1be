import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import type { AccountPricing } from '../../../domain/account-pricing.js';

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

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000, description: 'Datos bancarios del correo de pago; vacío: PAYMENT_INSTRUCTIONS del servidor; sin el campo: no cambia' })
  @Allow()
  paymentInstructions?: unknown;
}

export class AccountPricingDto {
  @ApiProperty({ example: 350000 }) regularPrice: number;
  @ApiProperty({ example: 250000 }) discountPrice: number;
  @ApiProperty({ example: 'MULTY2026' }) discountCodes: string;
  @ApiProperty({ type: String, nullable: true, description: 'Datos de pago escritos por el administrador (null: los del servidor)' })
  paymentInstructions: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Datos de pago del servidor (PAYMENT_INSTRUCTIONS), usados si el administrador no escribe otros' })
  defaultPaymentInstructions: string | null;
  @ApiProperty({ required: false }) updatedAt?: Date;

  static from(pricing: AccountPricing, defaultPaymentInstructions: string | null): AccountPricingDto {
    return Object.assign(new AccountPricingDto(), pricing, { defaultPaymentInstructions });
  }
}
