import { Body, Controller, Delete, Get, Param, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited } from '../../../../platform/audit/audited.js';
import { AdminOnly } from '../../../../platform/auth/guards.js';
import { ContentRangeInterceptor } from '../../../../platform/http/content-range.interceptor.js';
import { ListQueryDto } from '../../../../platform/http/list-query.dto.js';
import { IdPipe } from '../../../../platform/http/validators.js';
import type { Page } from '../../../../shared/domain/list-query.js';
import { TeamImagesService } from '../../application/team-images.service.js';
import { TeamImageDto, TeamImageInputDto } from './dto/team-image.dto.js';

@ApiTags('Administración: equipo')
@AdminOnly()
@Controller()
export class AdminTeamImagesController {
  constructor(private readonly images: TeamImagesService) {}

  @Get('admin/team-images')
  @UseInterceptors(ContentRangeInterceptor)
  @ApiOperation({
    summary: 'Imágenes del equipo, activas o no (contrato ra-data-simple-rest)',
    description:
      'sort=["campo","ASC"], range=[0,24], filter={"q":"convención","isActive":true}; sin parámetros devuelve todo. Responde con Content-Range.',
  })
  @ApiOkResponse({ type: [TeamImageDto] })
  async list(@Query() query: ListQueryDto): Promise<Page<TeamImageDto>> {
    const page = await this.images.list(query.toListQuery());
    return { ...page, items: page.items.map((item) => TeamImageDto.from(item)) };
  }

  @Get('admin/team-images/:id')
  @ApiOperation({ summary: 'Una imagen del equipo' })
  @ApiOkResponse({ type: TeamImageDto })
  async get(@Param('id', IdPipe) id: number): Promise<TeamImageDto> {
    return TeamImageDto.from(await this.images.get(id));
  }

  @Post('admin/team-images')
  @Audited({ action: 'team_image.create', targetType: 'team_image' })
  @ApiOperation({ summary: 'Agrega una imagen del equipo' })
  @ApiCreatedResponse({ type: TeamImageDto })
  async create(@Body() body: TeamImageInputDto): Promise<TeamImageDto> {
    return TeamImageDto.from(await this.images.create(body));
  }

  @Put('admin/team-images/:id')
  @Audited({ action: 'team_image.update', targetType: 'team_image' })
  @ApiOperation({ summary: 'Reemplaza una imagen del equipo' })
  @ApiOkResponse({ type: TeamImageDto })
  async update(@Param('id', IdPipe) id: number, @Body() body: TeamImageInputDto): Promise<TeamImageDto> {
    return TeamImageDto.from(await this.images.update(id, body));
  }

  @Delete('admin/team-images/:id')
  @Audited({ action: 'team_image.delete', targetType: 'team_image', summary: () => 'Eliminado' })
  @ApiOperation({ summary: 'Elimina una imagen del equipo y su archivo' })
  @ApiOkResponse({ type: TeamImageDto })
  async delete(@Param('id', IdPipe) id: number): Promise<TeamImageDto> {
    return TeamImageDto.from(await this.images.delete(id));
  }
}
