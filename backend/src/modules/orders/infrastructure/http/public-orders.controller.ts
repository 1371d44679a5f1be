import { Body, Controller, HttpCode, Param, Post, Res, UseGuards } from '@nestjs/common';
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
import type { Response } from 'express';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { CurrentUser, OptionalJwtAuthGuard } from '../../../../platform/auth/guards.js';
import { PlaceOrderService } from '../../application/place-order.service.js';
import { CreateOrderDto, PlacedOrderDto } from './dto/order.dto.js';
import { orderFormBody } from './order-form.js';

@ApiTags('Página pública del distribuidor')
@Controller('user')
@UseGuards(OptionalJwtAuthGuard)
export class PublicOrdersController {
  constructor(private readonly orders: PlaceOrderService) {}

  @Post(':slug/orders')
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
  ): Promise<PlacedOrderDto> {
    const { reference, total, whatsappUrl } = await this.orders.place(slug, { ...body }, viewer);
    return { reference, total, whatsappUrl };
  }

  @Post(':slug/order-form')
  @HttpCode(303)
  @ApiOperation({
    summary: 'El formulario de pedido de la página sin JavaScript: crea el pedido y redirige a WhatsApp',
    description:
      'Campos qty-{productId} con las cantidades (0 se ignora), city opcional. Con step={productId}:+1 o :-1 solo cambia una cantidad y vuelve a la página.',
  })
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiResponse({ status: 303, description: 'A WhatsApp con el pedido, o de vuelta a la página con las cantidades' })
  async form(
    @Param('slug') slug: string,
    @Body() body: Record<string, unknown>,
    @CurrentUser() viewer: AuthUser | null,
    @Res() res: Response,
  ): Promise<void> {
    const form = orderFormBody(body);
    if (form.step) {
      res.redirect(303, form.pageUrl(slug));
      return;
    }
    const { whatsappUrl } = await this.orders.place(slug, form.order, viewer);
    res.redirect(303, whatsappUrl);
  }
}
