import { Body, Controller, Delete, Get, Param, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited } from '../../../../platform/audit/audited.js';
import { AdminOnly } from '../../../../platform/auth/guards.js';
import { ContentRangeInterceptor } from '../../../../platform/http/content-range.interceptor.js';
import { ListQueryDto } from '../../../../platform/http/list-query.dto.js';
import { IdPipe } from '../../../../platform/http/validators.js';
import type { Page } from '../../../../shared/domain/list-query.js';
import { FaqService } from '../../application/faq.service.js';
import { FaqDto, FaqInputDto } from './dto/faq.dto.js';

@ApiTags('Administración: preguntas frecuentes')
@AdminOnly()
@Controller()
export class AdminFaqController {
  constructor(private readonly faq: FaqService) {}

  @Get('admin/faq')
  @UseInterceptors(ContentRangeInterceptor)
  @ApiOperation({
    summary: 'Preguntas frecuentes (contrato ra-data-simple-rest)',
    description:
      'sort=["campo","ASC"], range=[0,24], filter={"q":"registro"}; sin parámetros devuelve todo. Responde con Content-Range.',
  })
  @ApiOkResponse({ type: [FaqDto] })
  async list(@Query() query: ListQueryDto): Promise<Page<FaqDto>> {
    const page = await this.faq.list(query.toListQuery());
    return { ...page, items: page.items.map((item) => FaqDto.from(item)) };
  }

  @Get('admin/faq/:id')
  @ApiOperation({ summary: 'Una pregunta frecuente' })
  @ApiOkResponse({ type: FaqDto })
  async get(@Param('id', IdPipe) id: number): Promise<FaqDto> {
    return FaqDto.from(await this.faq.get(id));
  }

  @Post('admin/faq')
  @Audited({ action: 'faq.create', targetType: 'faq' })
  @ApiOperation({ summary: 'Crea una pregunta (orden 1 por defecto)' })
  @ApiCreatedResponse({ type: FaqDto })
  async create(@Body() body: FaqInputDto): Promise<FaqDto> {
    return FaqDto.from(await this.faq.create(body));
  }

  @Put('admin/faq/:id')
  @Audited({ action: 'faq.update', targetType: 'faq' })
  @ApiOperation({ summary: 'Reemplaza una pregunta' })
  @ApiOkResponse({ type: FaqDto })
  async update(@Param('id', IdPipe) id: number, @Body() body: FaqInputDto): Promise<FaqDto> {
    return FaqDto.from(await this.faq.update(id, body));
  }

  @Delete('admin/faq/:id')
  @Audited({ action: 'faq.delete', targetType: 'faq', summary: () => 'Eliminado' })
  @ApiOperation({ summary: 'Elimina una pregunta' })
  @ApiOkResponse({ type: FaqDto })
  async delete(@Param('id', IdPipe) id: number): Promise<FaqDto> {
    return FaqDto.from(await this.faq.delete(id));
  }
}
