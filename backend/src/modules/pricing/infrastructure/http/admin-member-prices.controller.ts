import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Param, Controller, Delete, Get } from '@nestjs/common';
import { Audited } from '../../../../platform/audit/audited.js';
import { AdminOnly } from '../../../../platform/auth/guards.js';
import { IdPipe } from '../../../../platform/http/validators.js';
import { SellerPricesService } from '../../application/seller-prices.service.js';
import { SellerProductPriceDto } from './dto/seller-price.dto.js';

@ApiTags('Administración: moderar páginas')
@AdminOnly()
@Controller('admin/users/:memberId/prices')
export class AdminMemberPricesController {
  constructor(private readonly prices: SellerPricesService) {}

  @Get()
  @ApiOperation({ summary: 'Cada producto con el precio propio del distribuidor (customPrice) o null' })
  @ApiOkResponse({ type: [SellerProductPriceDto] })
  async list(@Param('memberId', IdPipe) memberId: number): Promise<SellerProductPriceDto[]> {
    return (await this.prices.list(memberId)).map((p) => SellerProductPriceDto.from(p));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Retira el precio propio de un producto: la página vuelve al precio del catálogo' })
  @ApiOkResponse({ type: SellerProductPriceDto })
  @Audited({
    action: 'member.price.delete',
    targetType: 'product',
    summary: ({ params, result }) =>
      `Precio propio de ${(result as SellerProductPriceDto).name} retirado del distribuidor #${params.memberId}`,
  })
  async delete(
    @Param('memberId', IdPipe) memberId: number,
    @Param('id', IdPipe) productId: number,
  ): Promise<SellerProductPriceDto> {
    return SellerProductPriceDto.from(await this.prices.remove(memberId, productId));
  }
}
