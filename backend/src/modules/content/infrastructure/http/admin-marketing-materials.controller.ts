import { Body, Controller, Delete, Get, Param, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited } from '../../../../platform/audit/audited.js';
import { AdminOnly } from '../../../../platform/auth/guards.js';
import { ContentRangeInterceptor } from '../../../../platform/http/content-range.interceptor.js';
import { ListQueryDto } from '../../../../platform/http/list-query.dto.js';
import { IdPipe } from '../../../../platform/http/validators.js';
import type { Page } from '../../../../shared/domain/list-query.js';
import { MarketingMaterialsService } from '../../application/marketing-materials.service.js';
import { MarketingMaterialDto, MarketingMaterialInputDto } from './dto/marketing-material.dto.js';

@ApiTags('Administración: material de mercadeo')
@AdminOnly()
@Controller()
export class AdminMarketingMaterialsController {
  constructor(private readonly materials: MarketingMaterialsService) {}

  @Get('admin/material')
  @UseInterceptors(ContentRangeInterceptor)
  @ApiOperation({
    summary: 'Material de mercadeo, activo o no (contrato ra-data-simple-rest)',
    description:
      'sort=["order","ASC"], range=[0,24], filter={"q":"texto","kind":"pdf","productId":1,"campaign":"Lanzamiento","active":true}. Responde con Content-Range.',
  })
  @ApiOkResponse({ type: [MarketingMaterialDto] })
  async list(@Query() query: ListQueryDto): Promise<Page<MarketingMaterialDto>> {
    const page = await this.materials.list(query.toListQuery());
    return { ...page, items: page.items.map((item) => MarketingMaterialDto.from(item)) };
  }

  @Get('admin/material/:id')
  @ApiOperation({ summary: 'Un material' })
  @ApiOkResponse({ type: MarketingMaterialDto })
  async get(@Param('id', IdPipe) id: number): Promise<MarketingMaterialDto> {
    return MarketingMaterialDto.from(await this.materials.get(id));
  }

  @Post('admin/material')
  @Audited({ action: 'material.create', targetType: 'material' })
  @ApiOperation({ summary: 'Crea un material (imagen, video o PDF subido antes, o solo texto)' })
  @ApiCreatedResponse({ type: MarketingMaterialDto })
  async create(@Body() body: MarketingMaterialInputDto): Promise<MarketingMaterialDto> {
    return MarketingMaterialDto.from(await this.materials.create(body));
  }

  @Put('admin/material/:id')
  @Audited({ action: 'material.update', targetType: 'material' })
  @ApiOperation({ summary: 'Reemplaza un material (sin archivo conserva el actual; el reemplazado se borra)' })
  @ApiOkResponse({ type: MarketingMaterialDto })
  async update(
    @Param('id', IdPipe) id: number,
    @Body() body: MarketingMaterialInputDto,
  ): Promise<MarketingMaterialDto> {
    return MarketingMaterialDto.from(await this.materials.update(id, body));
  }

  @Delete('admin/material/:id')
  @Audited({ action: 'material.delete', targetType: 'material', summary: () => 'Eliminado' })
  @ApiOperation({ summary: 'Elimina un material y su archivo' })
  @ApiOkResponse({ type: MarketingMaterialDto })
  async delete(@Param('id', IdPipe) id: number): Promise<MarketingMaterialDto> {
    return MarketingMaterialDto.from(await this.materials.delete(id));
  }
}
