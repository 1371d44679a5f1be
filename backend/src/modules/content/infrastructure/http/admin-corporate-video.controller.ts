import { Body, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Audited } from '../../../../platform/audit/audited.js';
import { AdminRoutes } from '../../../../platform/auth/guards.js';
import { ReadRoute } from '../../../../platform/http/routes.js';
import { CorporateVideoService } from '../../application/corporate-video.service.js';
import { CorporateVideoDto, CorporateVideoInputDto } from './dto/corporate-video.dto.js';

@AdminRoutes('admin/corporate-video', 'Administración: video corporativo')
export class AdminCorporateVideoController {
  constructor(private readonly video: CorporateVideoService) {}

  @ReadRoute('', 'El video corporativo guardado, activo o no (vacío e inactivo si nunca se guardó)', CorporateVideoDto)
  async current(): Promise<CorporateVideoDto> {
    return CorporateVideoDto.from(await this.video.current());
  }

  @Put()
  @Audited({ action: 'corporate_video.update', targetType: 'corporate_video' })
  @ApiOperation({ summary: 'Guarda el video corporativo; el archivo o miniatura reemplazados se borran' })
  @ApiOkResponse({ type: CorporateVideoDto })
  async save(@Body() body: CorporateVideoInputDto): Promise<CorporateVideoDto> {
    return CorporateVideoDto.from(await this.video.save(body));
  }
}
