import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SellerOnly } from '../../../../platform/auth/guards.js';
import { MarketingMaterialsService } from '../../application/marketing-materials.service.js';
import { MaterialItemDto } from './dto/marketing-material.dto.js';

@ApiTags('Distribuidor: material de mercadeo')
@SellerOnly()
@Controller()
export class SellerMaterialController {
  constructor(private readonly materials: MarketingMaterialsService) {}

  @Get('protected/material')
  @ApiOperation({ summary: 'El material activo para compartir, con su grupo (campaña, producto o General)' })
  @ApiOkResponse({ type: [MaterialItemDto] })
  async list(): Promise<MaterialItemDto[]> {
    return (await this.materials.forSellers()).map((m) => MaterialItemDto.from(m));
  }
}
