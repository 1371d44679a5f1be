import { Controller, Get, Param, Query, Res, UseInterceptors } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminOnly } from '../../../../platform/auth/guards.js';
import { ContentRangeInterceptor } from '../../../../platform/http/content-range.interceptor.js';
import { sendCsv } from '../../../../platform/http/csv-download.js';
import { ListQueryDto } from '../../../../platform/http/list-query.dto.js';
import { IdPipe } from '../../../../platform/http/validators.js';
import type { Page } from '../../../../shared/domain/list-query.js';
import { AdminPaymentsService } from '../../application/admin-payments.service.js';
import { AdminPaymentDetailDto, AdminPaymentDto, AwaitingDecisionDto } from './dto/admin-payment.dto.js';
import { PAYMENTS_CSV_HEADER, paymentCsvRow } from './payments-csv.js';

const FILTERS =
  'filter={"status":"APPROVED","purpose":"registration","memberId":7,"review":true,"requiresReview":true,' +
  '"duplicate":true,"method":"CARD","from":"2026-01-01","to":"2026-01-31","q":"referencia, nombre o email"}';

@ApiTags('Administración: pagos')
@Controller()
@AdminOnly()
export class AdminPaymentsController {
  constructor(private readonly payments: AdminPaymentsService) {}

  @Get('admin/payments')
  @UseInterceptors(ContentRangeInterceptor)
  @ApiOperation({
    summary: 'Pagos en línea (contrato ra-data-simple-rest)',
    description:
      `sort=["createdAt","DESC"], range=[0,24], ${FILTERS}; responde con Content-Range. review=true: los que ` +
      'esperan una decisión. q no distingue tildes ni mayúsculas.',
  })
  @ApiOkResponse({ type: [AdminPaymentDto] })
  async list(@Query() query: ListQueryDto): Promise<Page<AdminPaymentDto>> {
    const page = await this.payments.list(query.toListQuery());
    return { ...page, items: page.items.map((p) => AdminPaymentDto.from(p)) };
  }

  @Get('admin/payments/export')
  @ApiOperation({
    summary: 'Exporta a CSV todos los pagos que cumplen el filtro',
    description:
      'Mismos filter y sort que la lista (range se ignora). CSV separado por ";", UTF-8 con BOM. Cada pago sale ' +
      'exactamente una vez, aunque se escriban pagos mientras se exporta.',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'pagos.csv', schema: { type: 'string' } })
  async export(@Query() query: ListQueryDto, @Res() res: Response): Promise<void> {
    const { range: _range, ...listQuery } = query.toListQuery();
    const rows = (async function* (batches) {
      for await (const batch of batches) yield batch.map(paymentCsvRow);
    })(this.payments.listAll(listQuery));
    await sendCsv(res, 'pagos.csv', PAYMENTS_CSV_HEADER, rows);
  }

  @Get('admin/payments/awaiting-decision')
  @ApiOperation({ summary: "Cuántos pagos esperan una decisión ('Por decidir')" })
  @ApiOkResponse({ type: AwaitingDecisionDto })
  async awaiting(): Promise<AwaitingDecisionDto> {
    return { total: await this.payments.awaitingDecision() };
  }

  @Get('admin/payments/:id')
  @ApiOperation({
    summary: 'Un pago con cada informe recibido de la pasarela (eventos, retornos, conciliación) y su auditoría',
  })
  @ApiOkResponse({ type: AdminPaymentDetailDto })
  @ApiNotFoundResponse({ description: 'Pago no encontrado' })
  async detail(@Param('id', IdPipe) id: number): Promise<AdminPaymentDetailDto> {
    return AdminPaymentDetailDto.fromDetail(await this.payments.detail(id));
  }
}
