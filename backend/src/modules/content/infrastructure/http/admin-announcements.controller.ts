import { Body, Controller, Delete, Get, Param, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited } from '../../../../platform/audit/audited.js';
import { AdminOnly } from '../../../../platform/auth/guards.js';
import { ContentRangeInterceptor } from '../../../../platform/http/content-range.interceptor.js';
import { ListQueryDto } from '../../../../platform/http/list-query.dto.js';
import { IdPipe } from '../../../../platform/http/validators.js';
import type { Page } from '../../../../shared/domain/list-query.js';
import { AnnouncementsService } from '../../application/announcements.service.js';
import { AnnouncementDto, AnnouncementInputDto } from './dto/announcement.dto.js';

@ApiTags('Administración: anuncios')
@AdminOnly()
@Controller()
export class AdminAnnouncementsController {
  constructor(private readonly announcements: AnnouncementsService) {}

  @Get('admin/announcements')
  @UseInterceptors(ContentRangeInterceptor)
  @ApiOperation({
    summary: 'Anuncios, activos o no (contrato ra-data-simple-rest)',
    description:
      'sort=["campo","ASC"], range=[0,24], filter={"q":"sabor","active":true,"targetType":"city"}; sin parámetros devuelve todo. Responde con Content-Range.',
  })
  @ApiOkResponse({ type: [AnnouncementDto] })
  async list(@Query() query: ListQueryDto): Promise<Page<AnnouncementDto>> {
    const page = await this.announcements.list(query.toListQuery());
    return { ...page, items: page.items.map((item) => AnnouncementDto.from(item)) };
  }

  @Get('admin/announcements/:id')
  @ApiOperation({ summary: 'Un anuncio' })
  @ApiOkResponse({ type: AnnouncementDto })
  async get(@Param('id', IdPipe) id: number): Promise<AnnouncementDto> {
    return AnnouncementDto.from(await this.announcements.get(id));
  }

  @Post('admin/announcements')
  @Audited({ action: 'announcement.create', targetType: 'announcement' })
  @ApiOperation({ summary: 'Crea un anuncio (imagen o video; para todos, una ciudad o un país)' })
  @ApiCreatedResponse({ type: AnnouncementDto })
  async create(@Body() body: AnnouncementInputDto): Promise<AnnouncementDto> {
    return AnnouncementDto.from(await this.announcements.create(body));
  }

  @Put('admin/announcements/:id')
  @Audited({ action: 'announcement.update', targetType: 'announcement' })
  @ApiOperation({ summary: 'Reemplaza un anuncio (sin imagen/video conserva los actuales)' })
  @ApiOkResponse({ type: AnnouncementDto })
  async update(@Param('id', IdPipe) id: number, @Body() body: AnnouncementInputDto): Promise<AnnouncementDto> {
    return AnnouncementDto.from(await this.announcements.update(id, body));
  }

  @Delete('admin/announcements/:id')
  @Audited({ action: 'announcement.delete', targetType: 'announcement', summary: () => 'Eliminado' })
  @ApiOperation({ summary: 'Elimina un anuncio y su imagen o video' })
  @ApiOkResponse({ type: AnnouncementDto })
  async delete(@Param('id', IdPipe) id: number): Promise<AnnouncementDto> {
    return AnnouncementDto.from(await this.announcements.delete(id));
  }
}
