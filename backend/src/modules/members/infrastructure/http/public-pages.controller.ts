import { Controller, Get, Header, HttpCode, Inject, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG } from '../../../../config/config.module.js';
import type { AppConfig } from '../../../../config/app-config.js';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { CurrentUser, OptionalJwtAuthGuard } from '../../../../platform/auth/guards.js';
import { PublicPageService, type Visitor } from '../../application/public-page.service.js';
import { contactCard } from './contact-card.js';
import { PublicPageDto, ReferrerDto } from './dto/public-page.dto.js';

@ApiTags('Página pública del distribuidor')
@Controller('user')
export class PublicPagesController {
  constructor(private readonly pages: PublicPageService, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get(':slug')
  @UseGuards(OptionalJwtAuthGuard)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Página de un distribuidor activo; cuenta una visita (salvo las del dueño o de un administrador)' })
  @ApiOkResponse({ type: PublicPageDto })
  @ApiNotFoundResponse({ description: 'Usuario no encontrado (código desconocido o cuenta no activa)' })
  view(@Param('slug') slug: string, @Req() req: Request, @CurrentUser() viewer: AuthUser | null): Promise<PublicPageDto> {
    return this.pages.view(slug, visitor(req, viewer));
  }

  @Post(':slug/whatsapp-click')
  @HttpCode(200)
  @UseGuards(OptionalJwtAuthGuard)
  @ApiOperation({ summary: 'Registra un clic en un botón de WhatsApp de la página' })
  @ApiOkResponse({ schema: { example: { success: true } } })
  @ApiNotFoundResponse({ description: 'Usuario no encontrado' })
  async whatsappClick(@Param('slug') slug: string, @Req() req: Request, @CurrentUser() viewer: AuthUser | null): Promise<{ success: true }> {
    await this.pages.recordWhatsappClick(slug, visitor(req, viewer));
    return { success: true };
  }

  @Get(':slug/referrer')
  @ApiOperation({ summary: 'Nombre del distribuidor que invita a registrarse (enlace ?ref=); no cuenta una visita' })
  @ApiOkResponse({ type: ReferrerDto })
  @ApiNotFoundResponse({ description: 'Usuario no encontrado (código desconocido o cuenta no activa)' })
  async referrer(@Param('slug') slug: string): Promise<ReferrerDto> {
    const { user } = await this.pages.peek(slug);
    return { name: user.name, code: user.code };
  }

  @Get(':slug/vcard')
  @ApiOperation({ summary: 'Tarjeta de contacto (vCard) del distribuidor: nombre, WhatsApp y página' })
  @ApiProduces('text/vcard')
  @ApiOkResponse({ description: 'Archivo .vcf' })
  @ApiNotFoundResponse({ description: 'Usuario no encontrado' })
  async vcard(@Param('slug') slug: string, @Res() res: Response): Promise<void> {
    const { user } = await this.pages.peek(slug);
    res
      .attachment(`${user.code}.vcf`)
      .type('text/vcard; charset=utf-8')
      .send(contactCard(user, `${this.config.publicUrl}/u/${slug.toLowerCase()}`, this.config.publicUrl));
  }
}

function visitor(req: Request, viewer: AuthUser | null): Visitor {
  return { viewer, userAgent: req.get('user-agent'), ip: req.ip };
}
