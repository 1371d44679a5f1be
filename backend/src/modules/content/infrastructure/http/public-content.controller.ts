import type { PublicContentList } from '@multyhealth/rules';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AnnouncementsService } from '../../application/announcements.service.js';
import { CorporateVideoService } from '../../application/corporate-video.service.js';
import { FaqService } from '../../application/faq.service.js';
import { ProductFeaturesService } from '../../application/product-features.service.js';
import { ProductsService } from '../../application/products.service.js';
import { TeamImagesService } from '../../application/team-images.service.js';
import { TestimonialsService } from '../../application/testimonials.service.js';
import { AnnouncementDto } from './dto/announcement.dto.js';
import { AudienceQueryDto } from './dto/audience.dto.js';
import { CorporateVideoDto } from './dto/corporate-video.dto.js';
import { FaqDto } from './dto/faq.dto.js';
import { ProductFeatureDto } from './dto/product-feature.dto.js';
import { ProductDto } from './dto/product.dto.js';
import { TeamImageDto } from './dto/team-image.dto.js';
import { TestimonialDto } from './dto/testimonial.dto.js';

/**
 * What the landing and the distributors' pages show; inactive items never appear here. `lists` answers each list of
 * the shared registry (PUBLIC_CONTENT_LISTS in rules/src/public-content.ts) for the server render.
 */
@ApiTags('Contenido público')
@Controller()
export class PublicContentController {
  constructor(
    private readonly products: ProductsService,
    private readonly features: ProductFeaturesService,
    private readonly testimonials: TestimonialsService,
    private readonly team: TeamImagesService,
    private readonly faq: FaqService,
    private readonly video: CorporateVideoService,
    private readonly announcements: AnnouncementsService,
  ) {}

  readonly lists: Record<PublicContentList, () => Promise<unknown>> = {
    products: () => this.productList(),
    productFeatures: () => this.featureList(),
    testimonials: () => this.testimonialList(),
    teamImages: () => this.teamList(),
    faq: () => this.faqList(),
    corporateVideo: () => this.corporateVideo(),
    announcementsAll: () => this.allAnnouncements(),
  };

  @Get('products')
  @ApiOperation({ summary: 'Catálogo de productos, en orden de creación' })
  @ApiOkResponse({ type: [ProductDto] })
  async productList(): Promise<ProductDto[]> {
    return (await this.products.catalogue()).map((p) => ProductDto.from(p));
  }

  @Get('product-features')
  @ApiOperation({ summary: 'Características activas, por orden' })
  @ApiOkResponse({ type: [ProductFeatureDto] })
  async featureList(): Promise<ProductFeatureDto[]> {
    return (await this.features.active()).map((f) => ProductFeatureDto.from(f));
  }

  @Get('testimonials')
  @ApiOperation({ summary: 'Testimonios globales, los más recientes primero' })
  @ApiOkResponse({ type: [TestimonialDto] })
  async testimonialList(): Promise<TestimonialDto[]> {
    return (await this.testimonials.global()).map((t) => TestimonialDto.from(t));
  }

  @Get('team-images')
  @ApiOperation({ summary: 'Imágenes activas del equipo, por orden' })
  @ApiOkResponse({ type: [TeamImageDto] })
  async teamList(): Promise<TeamImageDto[]> {
    return (await this.team.active()).map((t) => TeamImageDto.from(t));
  }

  @Get('faq')
  @ApiOperation({ summary: 'Preguntas frecuentes, por orden' })
  @ApiOkResponse({ type: [FaqDto] })
  async faqList(): Promise<FaqDto[]> {
    return (await this.faq.byOrder()).map((f) => FaqDto.from(f));
  }

  @Get('corporate-video')
  @ApiOperation({ summary: 'Video corporativo; si no hay uno activo responde active: false con campos vacíos' })
  @ApiOkResponse({ type: CorporateVideoDto })
  async corporateVideo(): Promise<CorporateVideoDto> {
    return CorporateVideoDto.from(await this.video.shown());
  }

  @Get('announcements/all')
  @ApiOperation({ summary: 'Todos los anuncios activos (cualquier destino), por orden' })
  @ApiOkResponse({ type: [AnnouncementDto] })
  async allAnnouncements(): Promise<AnnouncementDto[]> {
    return (await this.announcements.allActive()).map((a) => AnnouncementDto.from(a));
  }

  @Get('announcements')
  @ApiOperation({ summary: 'Anuncios activos para todos, o dirigidos a la ciudad o al país indicados, por orden' })
  @ApiOkResponse({ type: [AnnouncementDto] })
  async announcementsFor(@Query() audience: AudienceQueryDto): Promise<AnnouncementDto[]> {
    return (await this.announcements.activeFor(audience)).map((a) => AnnouncementDto.from(a));
  }
}
