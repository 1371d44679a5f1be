import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import {
  ApiBody,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { PaymentEventsService } from '../../application/payment-events.service.js';

@ApiTags('Pagos en línea')
@Controller()
export class PaymentEventsController {
  constructor(private readonly events: PaymentEventsService) {}

  @Post('payments/wompi/events')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Eventos de Wompi (transaction.updated): se verifica la firma y se aplican una sola vez',
    description:
      'Responde 200 a todo evento con firma válida (también referencias desconocidas o ya aplicadas) para que Wompi no reintente.',
  })
  @ApiBody({ schema: { type: 'object', description: 'Cuerpo del evento tal como lo envía Wompi' } })
  @ApiOkResponse({ description: 'Recibido' })
  @ApiUnauthorizedResponse({ description: 'La firma del evento no es válida' })
  @ApiNotFoundResponse({ description: 'El pago en línea no está activado (sin WOMPI_PUBLIC_KEY)' })
  async receive(
    @Body() body: unknown,
    @Headers('x-event-checksum') checksum: string | undefined,
  ): Promise<{ received: true }> {
    await this.events.receive(body, checksum);
    return { received: true };
  }
}
