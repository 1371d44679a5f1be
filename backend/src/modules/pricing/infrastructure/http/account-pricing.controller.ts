import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../../platform/auth/guards.js';
import { AccountPricingService } from '../../application/account-pricing.service.js';
import { AccountPricingDto, UpdateAccountPricingDto } from './dto/account-pricing.dto.js';

@ApiTags('Precios de cuenta')
@Controller('account-pricing')
export class AccountPricingController {
  constructor(private readonly pricing: AccountPricingService) {}

  @Get()
  @ApiOperation({ summary: 'Precio de registro vigente (regular y con descuento) y códigos de descuento' })
  @ApiOkResponse({ type: AccountPricingDto })
  async current(): Promise<AccountPricingDto> {
    return AccountPricingDto.from(await this.pricing.current());
  }

  @Post()
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({ summary: 'Actualiza el precio de registro (solo administrador)' })
  @ApiOkResponse({ type: AccountPricingDto })
  async update(@Body() body: UpdateAccountPricingDto): Promise<AccountPricingDto> {
    return AccountPricingDto.from(await this.pricing.update({ ...body }));
  }
}
