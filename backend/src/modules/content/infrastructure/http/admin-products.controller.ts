import { Body, Controller, Delete, Get, Param, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited } from '../../../../platform/audit/audited.js';
import { AdminOnly } from '../../../../platform/auth/guards.js';
import { ContentRangeInterceptor } from '../../../../platform/http/content-range.interceptor.js';
import { ListQueryDto } from '../../../../platform/http/list-query.dto.js';
import { IdPipe } from '../../../../platform/http/validators.js';
import type { Page } from '../../../../shared/domain/list-query.js';
import { ProductsService } from '../../application/products.service.js';
import { ProductDto, ProductInputDto } from './dto/product.dto.js';

@ApiTags('Administración: productos')
@AdminOnly()
@Controller()
export class AdminProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get('admin/products')
  @UseInterceptors(ContentRangeInterceptor)
  @ApiOperation({
    summary: 'Productos (contrato ra-data-simple-rest)',
    description:
      'sort=["campo","ASC"], range=[0,24], filter={"q":"multy","type":"multydrink"}; sin parámetros devuelve todo. Responde con Content-Range.',
  })
  @ApiOkResponse({ type: [ProductDto] })
  async list(@Query() query: ListQueryDto): Promise<Page<ProductDto>> {
    const page = await this.products.list(query.toListQuery());
    return { ...page, items: page.items.map((item) => ProductDto.from(item)) };
  }

  @Get('admin/products/:id')
  @ApiOperation({ summary: 'Un producto' })
  @ApiOkResponse({ type: ProductDto })
  async get(@Param('id', IdPipe) id: number): Promise<ProductDto> {
    return ProductDto.from(await this.products.get(id));
  }

  @Post('admin/products')
  @Audited({ action: 'product.create', targetType: 'product' })
  @ApiOperation({ summary: 'Crea un producto (imagen obligatoria)' })
  @ApiCreatedResponse({ type: ProductDto })
  async create(@Body() body: ProductInputDto): Promise<ProductDto> {
    return ProductDto.from(await this.products.create(body));
  }

  @Put('admin/products/:id')
  @Audited({ action: 'product.update', targetType: 'product' })
  @ApiOperation({ summary: 'Reemplaza un producto (sin imagen conserva la actual)' })
  @ApiOkResponse({ type: ProductDto })
  async update(@Param('id', IdPipe) id: number, @Body() body: ProductInputDto): Promise<ProductDto> {
    return ProductDto.from(await this.products.update(id, body));
  }

  @Delete('admin/products/:id')
  @Audited({ action: 'product.delete', targetType: 'product', summary: () => 'Eliminado' })
  @ApiOperation({ summary: 'Elimina un producto, sus precios personalizados y su imagen' })
  @ApiOkResponse({ type: ProductDto })
  async delete(@Param('id', IdPipe) id: number): Promise<ProductDto> {
    return ProductDto.from(await this.products.delete(id));
  }
}
