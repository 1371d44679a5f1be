import { Body, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { CurrentUser, SellerRoutes } from '../../../../platform/auth/guards.js';
import { ReadRoute } from '../../../../platform/http/routes.js';
import { SellerPricesService } from '../../application/seller-prices.service.js';
import { SellerProductPriceDto, SetSellerPriceDto } from './dto/seller-price.dto.js';

@SellerRoutes('protected/product-prices', 'Distribuidor: mis precios')
export class SellerPricesController {
  constructor(private readonly prices: SellerPricesService) {}

  @ReadRoute('', 'Cada producto del catálogo con mi precio (customPrice) o null', [SellerProductPriceDto])
  async list(@CurrentUser() user: AuthUser): Promise<SellerProductPriceDto[]> {
    return (await this.prices.list(user.id)).map((p) => SellerProductPriceDto.from(p));
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Fija mi precio para un producto (al menos su precio mínimo)' })
  @ApiOkResponse({ type: SellerProductPriceDto })
  async set(@CurrentUser() user: AuthUser, @Body() body: SetSellerPriceDto): Promise<SellerProductPriceDto> {
    return SellerProductPriceDto.from(await this.prices.set(user.id, body.productId, body.price));
  }
}
