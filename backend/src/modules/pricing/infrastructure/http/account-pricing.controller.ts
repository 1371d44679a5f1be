import { Body, Controller, Get, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import type { AppConfig } from '../../../../shared/domain/settings.js';
import { APP_CONFIG } from '../../../../shared/domain/settings.js';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { Audited } from '../../../../platform/audit/audited.js';
import { AdminOnly, CurrentUser, OptionalJwtAuthGuard } from '../../../../platform/auth/guards.js';
import { AccountPricingService } from '../../application/account-pricing.service.js';
import {
  AccountPricingDto,
  CheckDiscountCodeDto,
  DiscountCodeCheckDto,
  PublicAccountPricingDto,
  UpdateAccountPricingDto,
} from './dto/account-pricing.dto.js';

@ApiTags('Precios de cuenta')
@Controller('account-pricing')
export class AccountPricingController {
  constructor(
    private readonly pricing: AccountPricingService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @UseGuards(OptionalJwtAuthGuard)
  @ApiBearerAuth()
  @ApiExtraModels(PublicAccountPricingDto, AccountPricingDto)
  @ApiOperation({
    summary: 'Precio de registro vigente (regular y con descuento)',
    description:
      'Con el token de un administrador incluye los códigos de descuento y los datos de pago; a cualquier otro solo le dice si existen códigos (hasDiscountCodes).',
  })
  @ApiOkResponse({
    schema: { oneOf: [{ $ref: getSchemaPath(PublicAccountPricingDto) }, { $ref: getSchemaPath(AccountPricingDto) }] },
  })
  async current(@CurrentUser() user: AuthUser | null): Promise<PublicAccountPricingDto | AccountPricingDto> {
    const pricing = await this.pricing.current();
    return user?.role === 'admin'
      ? AccountPricingDto.from(pricing, this.config.paymentInstructions)
      : PublicAccountPricingDto.from(pricing, !!this.config.onlinePayments);
  }

  @Post('check-code')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Comprueba un código de descuento escrito en el registro y da el precio que obtiene (límite por IP)',
  })
  @ApiOkResponse({ type: DiscountCodeCheckDto })
  @ApiBadRequestResponse({ description: 'Código vacío o demasiado largo' })
  @ApiTooManyRequestsResponse({ description: 'Demasiados intentos desde esta IP (límite por minuto)' })
  checkCode(@Body() body: CheckDiscountCodeDto): Promise<DiscountCodeCheckDto> {
    return this.pricing.checkCode(body.discountCode);
  }

  @Post()
  @HttpCode(200)
  @AdminOnly()
  @Audited({ action: 'pricing.update', targetType: 'account_pricing', targetId: () => null })
  @ApiOperation({ summary: 'Actualiza el precio de registro y los datos de pago (solo administrador)' })
  @ApiOkResponse({ type: AccountPricingDto })
  async update(@Body() body: UpdateAccountPricingDto): Promise<AccountPricingDto> {
    return AccountPricingDto.from(await this.pricing.update({ ...body }), this.config.paymentInstructions);
  }
}
