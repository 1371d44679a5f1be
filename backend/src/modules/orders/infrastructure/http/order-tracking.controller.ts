import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { OrderTrackingService } from '../../application/order-tracking.service.js';
import { OrderTrackingDto } from './dto/order-tracking.dto.js';

@ApiTags('Página pública del distribuidor')
@Controller()
export class OrderTrackingController {
  constructor(private readonly tracking: OrderTrackingService) {}

  @Get('orders/:reference')
  @Header('Cache-Control', 'private, no-store')
  @Header('Referrer-Policy', 'no-referrer')
  @Header('X-Robots-Tag', 'noindex')
  @ApiOperation({
    summary: 'El pedido para su cliente: estado, productos e historial, con el enlace privado del pedido',
    description: 'Sin datos del cliente ni correo del vendedor. Precios nulos si la página del vendedor los oculta.',
  })
  @ApiQuery({ name: 't', required: true, description: 'El código privado del enlace de seguimiento' })
  @ApiOkResponse({ type: OrderTrackingDto })
  @ApiNotFoundResponse({ description: 'Referencia desconocida o código incorrecto (la misma respuesta)' })
  view(@Param('reference') reference: string, @Query('t') token: unknown): Promise<OrderTrackingDto> {
    return this.tracking.view(reference, token);
  }
}
