import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited } from '../../../../platform/audit/audited.js';
import { AdminOnly } from '../../../../platform/auth/guards.js';
import { CorporateVideoService } from '../../application/corporate-video.service.js';
import { CorporateVideoDto, CorporateVideoInputDto } from './dto/corporate-video.dto.js';

@ApiTags('Administración: video corporativo')
@AdminOnly()
@Controller()
export class AdminCorporateVideoController {
  constructor(private readonly video: CorporateVideoService) {}

  @Get('admin/corporate-video')
  @ApiOperation({ summary: 'El video corporativo guardado, activo o no (vacío e inactivo si nunca se guardó)' })
  @ApiOkResponse({ type: CorporateVideoDto })
  async current(): Promise<CorporateVideoDto> {
    return CorporateVideoDto.from(await this.video.current());
  }

  @Put('admin/corporate-video')
  @Audited({ action: 'corporate_video.update', targetType: 'corporate_video' })
  @ApiOperation({ summary: 'Guarda el video corporativo; el archivo o miniatura reemplazados se borran' })
  @ApiOkResponse({ type: CorporateVideoDto })
  async save(@Body() body: CorporateVideoInputDto): Promise<CorporateVideoDto> {
    return CorporateVideoDto.from(await this.video.save(body));
  }
}
