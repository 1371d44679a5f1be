import { SellerRoutes } from '../../../../platform/auth/guards.js';
import { ReadRoute } from '../../../../platform/http/routes.js';
import { MarketingMaterialsService } from '../../application/marketing-materials.service.js';
import { MaterialItemDto } from './dto/marketing-material.dto.js';

@SellerRoutes('protected/material', 'Distribuidor: material de mercadeo')
export class SellerMaterialController {
  constructor(private readonly materials: MarketingMaterialsService) {}

  @ReadRoute('', 'El material activo para compartir, con su grupo (campaña, producto o General)', [MaterialItemDto])
  async list(): Promise<MaterialItemDto[]> {
    return (await this.materials.forSellers()).map((m) => MaterialItemDto.from(m));
  }
}
