import { Body, Controller, Get, Param, Put, Query, Res, UseInterceptors } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Audited } from '../../../../platform/audit/audited.js';
import { AdminOnly } from '../../../../platform/auth/guards.js';
import { ContentRangeInterceptor } from '../../../../platform/http/content-range.interceptor.js';
import { sendCsv } from '../../../../platform/http/csv-download.js';
import { ListQueryDto } from '../../../../platform/http/list-query.dto.js';
import { IdPipe } from '../../../../platform/http/validators.js';
import type { Page } from '../../../../shared/domain/list-query.js';
import { DataRequestsService } from '../../application/data-requests.service.js';
import { AnswerDataRequestDto, DataRequestDto } from './dto/data-request.dto.js';
import { DATA_REQUESTS_CSV_HEADER, dataRequestCsvRow } from './data-requests-csv.js';

@ApiTags('Administración: solicitudes de datos')
@AdminOnly()
@Controller()
export class AdminDataRequestsController {
  constructor(private readonly requests: DataRequestsService) {}

  @Get('admin/data-requests')
  @UseInterceptors(ContentRangeInterceptor)
  @ApiOperation({
    summary: 'Solicitudes de datos (contrato ra-data-simple-rest)',
    description:
      'filter={"q":"texto","status":"pendiente","type":"consulta","overdue":true}; sort por createdAt, dueDate…',
  })
  @ApiOkResponse({ type: [DataRequestDto] })
  async list(@Query() query: ListQueryDto): Promise<Page<DataRequestDto>> {
    const page = await this.requests.list(query.toListQuery());
    return { ...page, items: page.items.map((r) => DataRequestDto.from(r)) };
  }

  @Get('admin/data-requests/export')
  @ApiOperation({
    summary: 'Exporta a CSV todas las solicitudes que cumplen el filtro',
    description:
      'Mismos filter y sort que la lista (range se ignora). CSV separado por ";", UTF-8 con BOM, fechas dd/MM/yyyy; ' +
      'cada solicitud una sola vez.',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'solicitudes-de-datos.csv', schema: { type: 'string' } })
  async export(@Query() query: ListQueryDto, @Res() res: Response): Promise<void> {
    const { range: _range, ...listQuery } = query.toListQuery();
    const requests = this.requests.listAll(listQuery);
    const rows = (async function* () {
      for await (const batch of requests) yield batch.map(dataRequestCsvRow);
    })();
    await sendCsv(res, 'solicitudes-de-datos.csv', DATA_REQUESTS_CSV_HEADER, rows);
  }

  @Get('admin/data-requests/:id')
  @ApiOperation({ summary: 'Una solicitud de datos' })
  @ApiOkResponse({ type: DataRequestDto })
  async get(@Param('id', IdPipe) id: number): Promise<DataRequestDto> {
    return DataRequestDto.from(await this.requests.get(id));
  }

  @Put('admin/data-requests/:id')
  @Audited({
    action: 'data_request.answer',
    targetType: 'data_request',
    summary: ({ result }) => `Solicitud respondida (${(result as DataRequestDto).type}); respuesta enviada por email`,
  })
  @ApiOperation({ summary: 'Responde una solicitud pendiente: pasa a respondida y la respuesta se envía por email' })
  @ApiOkResponse({ type: DataRequestDto })
  @ApiConflictResponse({ description: 'Ya fue respondida' })
  async answer(@Param('id', IdPipe) id: number, @Body() body: AnswerDataRequestDto): Promise<DataRequestDto> {
    return DataRequestDto.from(await this.requests.answer(id, body.answer));
  }
}
