import { Body, HttpCode, Post, Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { CurrentUser, SellerOnly } from '../../../../platform/auth/guards.js';
import { SellerPricesService } from '../../application/seller-prices.service.js';
import { SellerProductPriceDto, SetSellerPriceDto } from './dto/seller-price.dto.js';

@ApiTags('Distribuidor: mis precios')
@SellerOnly()
@Controller('protected/product-prices')
export class SellerPricesController {
  constructor(private readonly prices: SellerPricesService) {}

  @Get()
  @ApiOperation({ summary: 'Cada producto del catálogo con mi precio (customPrice) o null' })
  @ApiOkResponse({ type: [SellerProductPriceDto] })
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
