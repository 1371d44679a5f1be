import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AppConfig } from '../../../../config/app-config.js';
import { APP_CONFIG } from '../../../../config/config.module.js';
import { AdminOnly } from '../../../../platform/auth/guards.js';
import { AccountPricingService } from '../../application/account-pricing.service.js';
import { AccountPricingDto, UpdateAccountPricingDto } from './dto/account-pricing.dto.js';

@ApiTags('Precios de cuenta')
@Controller('account-pricing')
export class AccountPricingController {
  constructor(private readonly pricing: AccountPricingService, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @ApiOperation({ summary: 'Precio de registro vigente (regular y con descuento), códigos de descuento y datos de pago' })
  @ApiOkResponse({ type: AccountPricingDto })
  async current(): Promise<AccountPricingDto> {
    return AccountPricingDto.from(await this.pricing.current(), this.config.paymentInstructions);
  }

  @Post()
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({ summary: 'Actualiza el precio de registro y los datos de pago (solo administrador)' })
  @ApiOkResponse({ type: AccountPricingDto })
  async update(@Body() body: UpdateAccountPricingDto): Promise<AccountPricingDto> {
    return AccountPricingDto.from(await this.pricing.update({ ...body }), this.config.paymentInstructions);
  }
}
