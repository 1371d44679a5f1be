import { Body, Controller, Delete, Get, Param, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited } from '../../../../platform/audit/audited.js';
import { AdminOnly } from '../../../../platform/auth/guards.js';
import { ContentRangeInterceptor } from '../../../../platform/http/content-range.interceptor.js';
import { ListQueryDto } from '../../../../platform/http/list-query.dto.js';
import { IdPipe } from '../../../../platform/http/validators.js';
import type { Page } from '../../../../shared/domain/list-query.js';
import { ProductFeaturesService } from '../../application/product-features.service.js';
import { ProductFeatureDto, ProductFeatureInputDto } from './dto/product-feature.dto.js';

@ApiTags('Administración: características')
@AdminOnly()
@Controller()
export class AdminProductFeaturesController {
  constructor(private readonly features: ProductFeaturesService) {}

  @Get('admin/product-features')
  @UseInterceptors(ContentRangeInterceptor)
  @ApiOperation({
    summary: 'Características de producto, activas o no (contrato ra-data-simple-rest)',
    description:
      'sort=["campo","ASC"], range=[0,24], filter={"q":"energía","productType":"multydrink","active":true}; sin parámetros devuelve todo. Responde con Content-Range.',
  })
  @ApiOkResponse({ type: [ProductFeatureDto] })
  async list(@Query() query: ListQueryDto): Promise<Page<ProductFeatureDto>> {
    const page = await this.features.list(query.toListQuery());
    return { ...page, items: page.items.map((item) => ProductFeatureDto.from(item)) };
  }

  @Get('admin/product-features/:id')
  @ApiOperation({ summary: 'Una característica' })
  @ApiOkResponse({ type: ProductFeatureDto })
  async get(@Param('id', IdPipe) id: number): Promise<ProductFeatureDto> {
    return ProductFeatureDto.from(await this.features.get(id));
  }

  @Post('admin/product-features')
  @Audited({ action: 'product_feature.create', targetType: 'product_feature' })
  @ApiOperation({ summary: 'Crea una característica (beneficios e ingredientes vacíos se descartan)' })
  @ApiCreatedResponse({ type: ProductFeatureDto })
  async create(@Body() body: ProductFeatureInputDto): Promise<ProductFeatureDto> {
    return ProductFeatureDto.from(await this.features.create(body));
  }

  @Put('admin/product-features/:id')
  @Audited({ action: 'product_feature.update', targetType: 'product_feature' })
  @ApiOperation({ summary: 'Reemplaza una característica' })
  @ApiOkResponse({ type: ProductFeatureDto })
  async update(@Param('id', IdPipe) id: number, @Body() body: ProductFeatureInputDto): Promise<ProductFeatureDto> {
    return ProductFeatureDto.from(await this.features.update(id, body));
  }

  @Delete('admin/product-features/:id')
  @Audited({ action: 'product_feature.delete', targetType: 'product_feature', summary: () => 'Eliminado' })
  @ApiOperation({ summary: 'Elimina una característica y sus archivos' })
  @ApiOkResponse({ type: ProductFeatureDto })
  async delete(@Param('id', IdPipe) id: number): Promise<ProductFeatureDto> {
    return ProductFeatureDto.from(await this.features.delete(id));
  }
}
