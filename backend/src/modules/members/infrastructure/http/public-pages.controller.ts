import {
  applyDecorators,
  Body,
  Controller,
  GoneException,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG } from '../../../../shared/domain/settings.js';
import type { AppConfig } from '../../../../shared/domain/settings.js';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { CurrentUser, OptionalJwtAuthGuard } from '../../../../platform/auth/guards.js';
import { PublicPageService, type Visitor } from '../../application/public-page.service.js';
import { contactCard } from './contact-card.js';
import { SocialClickDto } from './dto/social-click.dto.js';
import { PublicPageDto, ReferrerDto, WhatsappClickDto } from './dto/public-page.dto.js';
import { CurrentVisitor, sendPublicPage } from './public-page-response.js';

/** How an event counted on a distributor's page answers and is documented; signing in is optional. */
const CountedEvent = ({ summary, badRequest }: { summary: string; badRequest?: string }) =>
  applyDecorators(
    HttpCode(200),
    UseGuards(OptionalJwtAuthGuard),
    ApiOperation({ summary }),
    ApiOkResponse({ schema: { example: { success: true } } }),
    ...(badRequest ? [ApiBadRequestResponse({ description: badRequest })] : []),
    ApiNotFoundResponse({ description: 'Usuario no encontrado' }),
  );

@ApiTags('Página pública del distribuidor')
@Controller('user')
export class PublicPagesController {
  constructor(
    private readonly pages: PublicPageService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(':slug')
  @UseGuards(OptionalJwtAuthGuard)
  @ApiOperation({
    summary: 'Página de un distribuidor activo; cuenta una visita (salvo las del dueño o de un administrador)',
  })
  @ApiQuery({
    name: 'src',
    required: false,
    description: 'Origen del enlace: whatsapp, facebook, instagram, tiktok, qr',
  })
  @ApiQuery({ name: 'referrer', required: false, description: 'document.referrer de la página, si lo hay' })
  @ApiOkResponse({ type: PublicPageDto })
  @ApiNotFoundResponse({ description: 'Usuario no encontrado (código desconocido o cuenta no activa)' })
  async view(
    @Param('slug') slug: string,
    @Req() req: Request,
    @Res() res: Response,
    @CurrentUser() viewer: AuthUser | null,
  ): Promise<void> {
    await sendPublicPage(this.pages, new URL(this.config.publicUrl).hostname, slug, req, res, viewer);
  }

  @Post(':slug/whatsapp-click')
  @CountedEvent({ summary: 'Registra un clic en un botón de WhatsApp de la página' })
  async whatsappClick(
    @Param('slug') slug: string,
    @CurrentVisitor() visitor: () => Visitor,
    @Body() body: WhatsappClickDto = {},
  ): Promise<{ success: true }> {
    await this.pages.recordWhatsappClick(slug, visitor(), body?.productId);
    return { success: true };
  }

  @Post(':slug/order-intent')
  @HttpCode(410)
  @ApiOperation({
    summary: 'Reemplazado por POST /api/user/{slug}/orders; responde 410 a las páginas guardadas antes del cambio',
  })
  @ApiGoneResponse({ description: 'Los pedidos se envían ahora a /api/user/{slug}/orders' })
  orderIntent(): never {
    throw new GoneException('Esta versión de la página ya no envía pedidos. Recarga la página e inténtalo de nuevo.');
  }

  @Post(':slug/social-click')
  @CountedEvent({
    summary: 'Registra un clic en el ícono de una red social de la página',
    badRequest: 'Red social desconocida o que la página no muestra',
  })
  async socialClick(
    @Param('slug') slug: string,
    @Body() body: SocialClickDto,
    @CurrentVisitor() visitor: () => Visitor,
  ): Promise<{ success: true }> {
    await this.pages.recordSocialClick(slug, body.network, visitor());
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
  @ApiOkResponse({ description: 'Archivo .vcf', schema: { type: 'string' } })
  @ApiNotFoundResponse({ description: 'Usuario no encontrado' })
  async vcard(@Param('slug') slug: string, @Res() res: Response): Promise<void> {
    const { user } = await this.pages.peek(slug);
    res
      .attachment(`${user.code}.vcf`)
      .type('text/vcard; charset=utf-8')
      .send(contactCard(user, `${this.config.publicUrl}/u/${slug.toLowerCase()}`, this.config.publicUrl));
  }
}
