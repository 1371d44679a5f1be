import { Controller, Get, Param, Query, Res, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly } from '../../../../platform/auth/guards.js';
import { sendCsv } from '../../../../platform/http/csv-download.js';
import { ContentRangeInterceptor } from '../../../../platform/http/content-range.interceptor.js';
import { ListQueryDto } from '../../../../platform/http/list-query.dto.js';
import { IdPipe } from '../../../../platform/http/validators.js';
import type { Page } from '../../../../shared/domain/list-query.js';
import { AdminOrdersService } from '../../application/admin-orders.service.js';
import { BusinessOrderFiguresDto } from './dto/order-figures.dto.js';
import { AdminOrderDto } from './dto/order.dto.js';
import { ORDERS_CSV_HEADER, orderCsvRow } from './orders-csv.js';

const FILTERS =
  'filter={"sellerId":3,"status":"entregado","from":"2026-11-01","to":"2026-11-30","productId":1,"q":"MH-7K"}; includeTests=true muestra también los pedidos de prueba.';

@ApiTags('Administración: pedidos')
@AdminOnly()
@Controller()
export class AdminOrdersController {
  constructor(private readonly orders: AdminOrdersService) {}

  @Get('admin/orders')
  @UseInterceptors(ContentRangeInterceptor)
  @ApiOperation({ summary: 'Pedidos de todos los distribuidores (contrato ra-data-simple-rest)', description: FILTERS })
  @ApiOkResponse({ type: [AdminOrderDto] })
  async list(@Query() query: ListQueryDto): Promise<Page<AdminOrderDto>> {
    const page = await this.orders.list(query.toListQuery());
    return { ...page, items: page.items.map((order) => AdminOrderDto.fromOrder(order)) };
  }

  @Get('admin/orders/export')
  @ApiOperation({
    summary: 'Exporta a CSV todos los pedidos que cumplen el filtro (una fila por línea de pedido)',
    description: `${FILTERS} CSV separado por ";", UTF-8 con BOM.`,
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'pedidos.csv', schema: { type: 'string' } })
  async export(@Query() query: ListQueryDto, @Res() res: Response): Promise<void> {
    const { range: _range, ...listQuery } = query.toListQuery();
    const rows = (async function* (batches) {
      for await (const batch of batches) yield batch.flatMap(orderCsvRow);
    })(this.orders.listAll(listQuery));
    await sendCsv(res, 'pedidos.csv', ORDERS_CSV_HEADER, rows);
  }

  @Get('admin/orders/figures')
  @ApiOperation({ summary: 'Pedidos y ventas entregadas por mes (12 meses), mejores distribuidores y productos' })
  @ApiOkResponse({ type: BusinessOrderFiguresDto })
  figures(): Promise<BusinessOrderFiguresDto> {
    return this.orders.business();
  }

  @Get('admin/orders/:id')
  @ApiOperation({ summary: 'Un pedido con sus líneas' })
  @ApiOkResponse({ type: AdminOrderDto })
  async get(@Param('id', IdPipe) id: number): Promise<AdminOrderDto> {
    return AdminOrderDto.fromOrder(await this.orders.get(id));
  }
}
