import { Param } from '@nestjs/common';
import { Audited } from '../../../../platform/audit/audited.js';
import { AdminRoutes } from '../../../../platform/auth/guards.js';
import { ReadRoute, RemoveRoute } from '../../../../platform/http/routes.js';
import { IdPipe } from '../../../../platform/http/validators.js';
import { SellerPricesService } from '../../application/seller-prices.service.js';
import { SellerProductPriceDto } from './dto/seller-price.dto.js';

@AdminRoutes('admin/users/:memberId/prices', 'Administración: moderar páginas')
export class AdminMemberPricesController {
  constructor(private readonly prices: SellerPricesService) {}

  @ReadRoute('', 'Cada producto con el precio propio del distribuidor (customPrice) o null', [SellerProductPriceDto])
  async list(@Param('memberId', IdPipe) memberId: number): Promise<SellerProductPriceDto[]> {
    return (await this.prices.list(memberId)).map((p) => SellerProductPriceDto.from(p));
  }

  @RemoveRoute(
    ':id',
    'Retira el precio propio de un producto: la página vuelve al precio del catálogo',
    SellerProductPriceDto,
  )
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
