import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { CurrentUser, SellerOnly } from '../../../../platform/auth/guards.js';
import { IdPipe } from '../../../../platform/http/validators.js';
import { GalleryService } from '../../application/gallery.service.js';
import { GalleryImageDto, GalleryImageInputDto } from './dto/gallery-image.dto.js';

@ApiTags('Distribuidor: mi galería')
@SellerOnly()
@Controller()
export class SellerGalleryController {
  constructor(private readonly gallery: GalleryService) {}

  @Get('protected/gallery')
  @ApiOperation({ summary: 'Mis imágenes, activas o no, las más recientes primero' })
  @ApiOkResponse({ type: [GalleryImageDto] })
  async list(@CurrentUser() user: AuthUser): Promise<GalleryImageDto[]> {
    return (await this.gallery.mine(user.id)).map((item) => GalleryImageDto.from(item));
  }

  @Post('protected/gallery')
  @ApiOperation({ summary: 'Agrega una imagen a mi galería' })
  @ApiCreatedResponse({ type: GalleryImageDto })
  async add(@CurrentUser() user: AuthUser, @Body() body: GalleryImageInputDto): Promise<GalleryImageDto> {
    return GalleryImageDto.from(await this.gallery.create(user.id, body));
  }

  @Put('protected/gallery/:id')
  @ApiOperation({ summary: 'Actualiza una de mis imágenes; la imagen reemplazada se borra' })
  @ApiOkResponse({ type: GalleryImageDto })
  async update(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @Body() body: GalleryImageInputDto,
  ): Promise<GalleryImageDto> {
    return GalleryImageDto.from(await this.gallery.update(user.id, id, body));
  }

  @Delete('protected/gallery/:id')
  @ApiOperation({ summary: 'Elimina una de mis imágenes y su archivo' })
  @ApiOkResponse({ type: GalleryImageDto })
  async delete(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number): Promise<GalleryImageDto> {
    return GalleryImageDto.from(await this.gallery.delete(user.id, id));
  }
}
