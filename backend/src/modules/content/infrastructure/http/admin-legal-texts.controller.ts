import { Body, Controller, Get, Param, Put, Query, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited } from '../../../../platform/audit/audited.js';
import { AdminOnly } from '../../../../platform/auth/guards.js';
import { ContentRangeInterceptor } from '../../../../platform/http/content-range.interceptor.js';
import { ListQueryDto } from '../../../../platform/http/list-query.dto.js';
import { IdPipe } from '../../../../platform/http/validators.js';
import type { Page } from '../../../../shared/domain/list-query.js';
import { LegalTextsService } from '../../application/legal-texts.service.js';
import { LegalTextDto, LegalTextInputDto } from './dto/legal-text.dto.js';

@ApiTags('Administración: textos legales')
@AdminOnly()
@Controller()
export class AdminLegalTextsController {
  constructor(private readonly texts: LegalTextsService) {}

  @Get('admin/legal-texts')
  @UseInterceptors(ContentRangeInterceptor)
  @ApiOperation({ summary: 'Términos y Condiciones y Política de Privacidad (contrato ra-data-simple-rest)' })
  @ApiOkResponse({ type: [LegalTextDto] })
  async list(@Query() query: ListQueryDto): Promise<Page<LegalTextDto>> {
    const page = await this.texts.list(query.toListQuery());
    return { ...page, items: page.items.map((item) => LegalTextDto.from(item)) };
  }

  @Get('admin/legal-texts/:id')
  @ApiOperation({ summary: 'Un texto legal' })
  @ApiOkResponse({ type: LegalTextDto })
  async get(@Param('id', IdPipe) id: number): Promise<LegalTextDto> {
    return LegalTextDto.from(await this.texts.get(id));
  }

  @Put('admin/legal-texts/:id')
  @Audited({ action: 'legal_text.update', targetType: 'legal_text' })
  @ApiOperation({ summary: 'Reemplaza el título y el texto de una página legal' })
  @ApiOkResponse({ type: LegalTextDto })
  async update(@Param('id', IdPipe) id: number, @Body() body: LegalTextInputDto): Promise<LegalTextDto> {
    return LegalTextDto.from(await this.texts.update(id, body));
  }
}
