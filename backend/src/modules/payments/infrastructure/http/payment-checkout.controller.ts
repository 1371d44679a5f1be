import { Controller, NotFoundException, Param, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { CurrentUser, SellerOnly } from '../../../../platform/auth/guards.js';
import { PaymentCheckoutService } from '../../application/payment-checkout.service.js';
import { PaymentCheckoutDto } from './dto/payment.dto.js';

/** Registration links are 43 URL-safe characters; anything else cannot be one. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{20,100}$/;

@ApiTags('Pagos en línea')
@Controller()
export class PaymentCheckoutController {
  constructor(private readonly checkouts: PaymentCheckoutService) {}

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
}
