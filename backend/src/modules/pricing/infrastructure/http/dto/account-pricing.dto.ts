import { ApiProperty } from '@nestjs/swagger';
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
