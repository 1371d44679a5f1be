import { Body, Controller, Get, Param, Put, Query, UseInterceptors } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { CurrentUser, SellerOnly } from '../../../../platform/auth/guards.js';
import { ContentRangeInterceptor } from '../../../../platform/http/content-range.interceptor.js';
import { ListQueryDto } from '../../../../platform/http/list-query.dto.js';
import { IdPipe } from '../../../../platform/http/validators.js';
import type { Page } from '../../../../shared/domain/list-query.js';
import { OrderMailService } from '../../application/order-mail.service.js';
import { SellerOrdersService } from '../../application/seller-orders.service.js';
import { OrderFiguresReader } from '../../domain/order-figures.js';
import { OrderSettingsDto, SellerOrderOverviewDto } from './dto/order-figures.dto.js';
import { OrderDto, UpdateOrderDto } from './dto/order.dto.js';
import { OrderStatusChangeDto } from './dto/order-status-change.dto.js';

@ApiTags('Distribuidor: pedidos')
@SellerOnly()
@Controller()
export class SellerOrdersController {
  constructor(
    private readonly orders: SellerOrdersService,
    private readonly figures: OrderFiguresReader,
    private readonly mails: OrderMailService,
  ) {}

  @Get('protected/orders')
  @UseInterceptors(ContentRangeInterceptor)
  @ApiOperation({
    summary: 'Mis pedidos, los más nuevos primero (contrato ra-data-simple-rest)',
    description:
      'filter={"status":"nuevo","q":"MH-7K","period":30} (period: días, o "month"; también from/to AAAA-MM-DD); responde con Content-Range.',
  })
  @ApiOkResponse({ type: [OrderDto] })
  async list(@CurrentUser() user: AuthUser, @Query() query: ListQueryDto): Promise<Page<OrderDto>> {
    const page = await this.orders.list(user.id, query.toListQuery());
    return { ...page, items: page.items.map((order) => OrderDto.from(order)) };
  }

  @Get('protected/orders/overview')
  @ApiOperation({ summary: 'Pedidos nuevos por atender y cifras del mes en curso (ventas del mes)' })
  @ApiOkResponse({ type: SellerOrderOverviewDto })
  overview(@CurrentUser() user: AuthUser): Promise<SellerOrderOverviewDto> {
    return this.figures.sellerMonth(user.id);
  }

  @Get('protected/orders/settings')
  @ApiOperation({ summary: 'Mis preferencias de pedidos (correo por pedido nuevo)' })
  @ApiOkResponse({ type: OrderSettingsDto })
  async settings(@CurrentUser() user: AuthUser): Promise<OrderSettingsDto> {
    return { emailOnNewOrder: await this.mails.isOn(user.id) };
  }

  @Put('protected/orders/settings')
  @ApiOperation({ summary: 'Activa o desactiva el correo por pedido nuevo' })
  @ApiOkResponse({ type: OrderSettingsDto })
  async saveSettings(@CurrentUser() user: AuthUser, @Body() body: OrderSettingsDto): Promise<OrderSettingsDto> {
    await this.mails.turn(user.id, body.emailOnNewOrder);
    return { emailOnNewOrder: body.emailOnNewOrder };
  }

  @Get('protected/orders/:id')
  @ApiOperation({ summary: 'Uno de mis pedidos con sus líneas y el cliente' })
  @ApiOkResponse({ type: OrderDto })
  @ApiNotFoundResponse({ description: 'No existe o es de otro distribuidor' })
  async get(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number): Promise<OrderDto> {
    return OrderDto.from(await this.orders.get(user.id, id));
  }

  @Get('protected/orders/:id/history')
  @ApiOperation({ summary: 'Los cambios de estado de uno de mis pedidos, y los deshechos, del más antiguo al último' })
  @ApiOkResponse({ type: [OrderStatusChangeDto] })
  @ApiNotFoundResponse({ description: 'No existe o es de otro distribuidor' })
  async history(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number): Promise<OrderStatusChangeDto[]> {
    return (await this.orders.statusHistory(user.id, id)).map((change) => OrderStatusChangeDto.from(change));
  }

  @Put('protected/orders/:id')
  @ApiOperation({
    summary:
      'Cambia el estado (nuevo → confirmado → entregado; nuevo | confirmado → cancelado) o los datos del cliente',
    description:
      'Deshacer: { "status": <el estado anterior> } se acepta solo como deshacer del último cambio de estado del ' +
      'pedido, hecho por mí hace menos de 10 minutos (una vez; el cambio y su deshacer quedan en el historial). ' +
      'Datos del cliente: customerName (hasta 100 caracteres), customerPhone (un celular; "" o null lo borra) y ' +
      'note (hasta 500), solos o junto con el estado; los campos ausentes no cambian.',
  })
  @ApiOkResponse({ type: OrderDto })
  @ApiNotFoundResponse({ description: 'No existe o es de otro distribuidor' })
  @ApiConflictResponse({ description: 'Cambio de estado no permitido, o el pedido cambió mientras tanto' })
  async update(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @Body() body: UpdateOrderDto,
  ): Promise<OrderDto> {
    return OrderDto.from(await this.orders.update(user.id, id, { ...body }));
  }
}
