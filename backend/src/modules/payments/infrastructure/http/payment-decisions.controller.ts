import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { AdminOnly, CurrentUser } from '../../../../platform/auth/guards.js';
import { IdPipe } from '../../../../platform/http/validators.js';
import type { AuditActor } from '../../application/payment-fulfilment.service.js';
import { PaymentDecisionsService } from '../../application/payment-decisions.service.js';
import { AdminPaymentDto, PaymentDecisionDto, PaymentNoteDto } from './dto/admin-payment.dto.js';

@ApiTags('Administración: pagos')
@Controller()
@AdminOnly()
export class PaymentDecisionsController {
  constructor(private readonly decisions: PaymentDecisionsService) {}

  @Post('admin/payments/:id/decision')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Decide un pago en duda: accept, refund, revert o dismiss, con una nota (1–500 caracteres)',
    description:
      'Solo para un pago que espera una decisión (requiresReview o duplicate, sin decisión). accept abona lo pagado una ' +
      'sola vez (activa el registro o suma un año); refund registra el reembolso y, con WOMPI_PRIVATE_KEY y pago con ' +
      "tarjeta, lo anula en Wompi (si no, queda 'Reembolso manual pendiente'); revert (solo un pago anulado después " +
      'de aplicarse) retira el año o la activación; dismiss lo cierra con la nota. Cada decisión queda en la auditoría.',
  })
  @ApiOkResponse({ type: AdminPaymentDto })
  @ApiBadRequestResponse({ description: 'Decisión desconocida o nota vacía o de más de 500 caracteres' })
  @ApiNotFoundResponse({ description: 'Pago no encontrado' })
  @ApiConflictResponse({ description: 'El pago no espera una decisión, la decisión no aplica u otro ya decidió' })
  async decide(
    @Param('id', IdPipe) id: number,
    @Body() body: PaymentDecisionDto,
    @CurrentUser() admin: AuthUser,
    @Req() req: Request,
  ): Promise<AdminPaymentDto> {
    return AdminPaymentDto.from(await this.decisions.decide(id, body.decision, body.note, actor(admin, req)));
  }

  @Post('admin/payments/:id/refund-done')
  @HttpCode(200)
  @ApiOperation({
    summary: "Marca hecho un reembolso manual ('Reembolso manual pendiente' → hecho), con una nota",
  })
  @ApiOkResponse({ type: AdminPaymentDto })
  @ApiBadRequestResponse({ description: 'Nota vacía o de más de 500 caracteres' })
  @ApiNotFoundResponse({ description: 'Pago no encontrado' })
  @ApiConflictResponse({ description: 'Este pago no tiene un reembolso manual pendiente' })
  async refundDone(
    @Param('id', IdPipe) id: number,
    @Body() body: PaymentNoteDto,
    @CurrentUser() admin: AuthUser,
    @Req() req: Request,
  ): Promise<AdminPaymentDto> {
    return AdminPaymentDto.from(await this.decisions.markRefundDone(id, body.note, actor(admin, req)));
  }
}

function actor(admin: AuthUser, req: Request): AuditActor {
  // An IPv4 client on an IPv6 socket arrives as '::ffff:1.2.3.4'.
  return { adminId: admin.id, adminEmail: admin.email, ip: req.ip ? req.ip.replace(/^::ffff:/i, '') : null };
}
