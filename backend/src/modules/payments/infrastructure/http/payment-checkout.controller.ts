import { Controller, Get, Header, NotFoundException, Param, Post, Query } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { CurrentUser, SellerOnly } from '../../../../platform/auth/guards.js';
import { PaymentCheckoutService } from '../../application/payment-checkout.service.js';
import { RegistrationPaymentStatusService } from '../../application/registration-payment-status.service.js';
import { PaymentCheckoutDto, RenewalPaymentStatusDto } from './dto/payment.dto.js';

/** Registration links are 43 URL-safe characters; anything else cannot be one. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{20,100}$/;

@ApiTags('Pagos en línea')
@Controller()
export class PaymentCheckoutController {
  constructor(
    private readonly checkouts: PaymentCheckoutService,
    private readonly status: RegistrationPaymentStatusService,
  ) {}

  @Post('registration/:token/payment')
  @ApiOperation({
    summary: 'Nuevo intento de pago en línea del registro (PSE, Nequi, tarjeta): referencia, valor y checkout firmado',
    description: 'Cada llamada crea una referencia nueva. Sin pago en línea configurado responde 404.',
  })
  @ApiCreatedResponse({ type: PaymentCheckoutDto })
  @ApiNotFoundResponse({ description: 'Enlace desconocido o vencido, o pago en línea desactivado' })
  @ApiConflictResponse({ description: 'El registro ya está aprobado' })
  @ApiTooManyRequestsResponse({ description: 'Demasiados intentos en una hora' })
  async registration(@Param('token') token: string): Promise<PaymentCheckoutDto> {
    this.checkouts.assertEnabled();
    if (!TOKEN_FORMAT.test(token))
      throw new NotFoundException('Registro no encontrado. Revisa el enlace de tu correo.');
    return PaymentCheckoutDto.from(await this.checkouts.forRegistration(token));
  }

  @Post('protected/subscription/payment')
  @SellerOnly()
  @ApiOperation({
    summary: 'Nuevo intento de pago en línea de la renovación anual: referencia, valor y checkout firmado',
    description: 'Valor: el precio de renovación de Precios. Sin pago en línea configurado responde 404.',
  })
  @ApiCreatedResponse({ type: PaymentCheckoutDto })
  @ApiNotFoundResponse({ description: 'Pago en línea desactivado' })
  @ApiTooManyRequestsResponse({ description: 'Demasiados intentos en una hora' })
  async renewal(@CurrentUser() user: AuthUser): Promise<PaymentCheckoutDto> {
    return PaymentCheckoutDto.from(await this.checkouts.forRenewal(user.id));
  }

  @Get('protected/subscription/payment')
  @SellerOnly()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Mi último pago en línea de renovación; con ?id= (vuelta del checkout) se consulta y aplica antes',
  })
  @ApiQuery({ name: 'id', required: false, description: 'Transacción con la que vuelve del pago en línea' })
  @ApiOkResponse({ type: RenewalPaymentStatusDto })
  @ApiNotFoundResponse({ description: 'Pago en línea desactivado' })
  async renewalStatus(
    @CurrentUser() user: AuthUser,
    @Query('id') transactionId?: unknown,
  ): Promise<RenewalPaymentStatusDto> {
    this.checkouts.assertEnabled();
    if (typeof transactionId === 'string') await this.status.confirm(user.id, transactionId, 'renewal');
    return { payment: await this.status.latest(user.id, 'renewal') };
  }
}
