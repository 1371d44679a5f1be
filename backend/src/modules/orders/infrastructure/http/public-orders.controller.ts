import { Body, Controller, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { CurrentUser, OptionalJwtAuthGuard } from '../../../../platform/auth/guards.js';
import { PlaceOrderService } from '../../application/place-order.service.js';
import { CreateOrderDto, PlacedOrderDto } from './dto/order.dto.js';
import { NotFoundError, ValidationError } from '../../../../shared/domain/errors.js';
import { MAX_ORDER_QUANTITY } from '../../domain/order-request.js';
import { orderFormBody } from './order-form.js';
import { orderFormRefusal, orderFormSent } from './order-form-pages.js';
import { ORDER_FORM_ROUTE, PLACE_ORDER_ROUTE } from './order-routes.js';

const OVER_MAXIMUM = `Puedes pedir hasta ${MAX_ORDER_QUANTITY} unidades de cada producto. Revisa las cantidades.`;

@ApiTags('Página pública del distribuidor')
@Controller()
@UseGuards(OptionalJwtAuthGuard)
export class PublicOrdersController {
  constructor(private readonly orders: PlaceOrderService) {}

  @Post(PLACE_ORDER_ROUTE)
  @ApiOperation({
    summary: 'Crea un pedido con referencia y devuelve el enlace de WhatsApp con el pedido',
    description:
      'Precios congelados al precio del vendedor en ese momento. Los pedidos del dueño o de un administrador se guardan como prueba y no cuentan en las cifras. Máximo 10 pedidos cada 10 minutos por visitante.',
  })
  @ApiCreatedResponse({ type: PlacedOrderDto })
  @ApiBadRequestResponse({
    description: 'Sin productos, producto desconocido, cantidad fuera de 1 a 20, textos largos',
  })
  @ApiNotFoundResponse({ description: 'Usuario no encontrado (código desconocido o cuenta no activa)' })
  @ApiTooManyRequestsResponse({ description: 'Más de 10 pedidos en 10 minutos' })
  async place(
    @Param('slug') slug: string,
    @Body() body: CreateOrderDto,
    @CurrentUser() viewer: AuthUser | null,
    @Req() req: Request,
  ): Promise<PlacedOrderDto> {
    const visitor = { ip: req.ip, userAgent: req.get('user-agent') };
    const { reference, total, whatsappUrl, trackingUrl } = await this.orders.place(slug, { ...body }, viewer, visitor);
    return { reference, total, whatsappUrl, trackingUrl };
  }

  @Post(ORDER_FORM_ROUTE)
  @HttpCode(200)
  @ApiOperation({
    summary: 'El formulario de pedido de la página sin JavaScript: crea el pedido y redirige a WhatsApp',
    description:
      'Campos qty-{productId} con las cantidades (0 se ignora); customerName, customerPhone, city y note opcionales; product={productId} pide solo ese producto. Con step={productId}:+1 o :-1 solo cambia una cantidad y vuelve a la página (no cuenta como pedido). Responde páginas HTML en español, también al rechazar.',
  })
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiResponse({ status: 200, description: 'Página HTML con la referencia, el enlace a WhatsApp y el del pedido' })
  @ApiResponse({ status: 303, description: 'De vuelta a la página con las cantidades (− o +)' })
  async form(
    @Param('slug') slug: string,
    @Body() body: Record<string, unknown>,
    @CurrentUser() viewer: AuthUser | null,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const form = orderFormBody(body);
    const back = form.pageUrl(slug);
    if (form.overMaximum) {
      res.status(400).type('html').send(orderFormRefusal(OVER_MAXIMUM, back));
      return;
    }
    if (form.step) {
      res.redirect(303, back);
      return;
    }
    try {
      const placed = await this.orders.place(slug, form.order, viewer, {
        ip: req.ip,
        userAgent: req.get('user-agent'),
      });
      // The page carries the customer's private link: kept nowhere, sent to no other site.
      res.set({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' });
      res.status(200).type('html').send(orderFormSent(placed, back));
    } catch (error) {
      if (!(error instanceof ValidationError || error instanceof NotFoundError)) throw error;
      res
        .status(error instanceof ValidationError ? 400 : 404)
        .type('html')
        .send(orderFormRefusal(error.message, back));
    }
  }
}
