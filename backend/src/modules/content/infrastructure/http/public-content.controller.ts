import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ReadRoute } from '../../../../platform/http/routes.js';
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

/** What the landing and the distributors' pages show; inactive items never appear here. */
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

  @ReadRoute('products', 'Catálogo de productos, en orden de creación', [ProductDto])
  async productList(): Promise<ProductDto[]> {
    return (await this.products.catalogue()).map((p) => ProductDto.from(p));
  }

  @ReadRoute('product-features', 'Características activas, por orden', [ProductFeatureDto])
  async featureList(): Promise<ProductFeatureDto[]> {
    return (await this.features.active()).map((f) => ProductFeatureDto.from(f));
  }

  @ReadRoute('testimonials', 'Testimonios globales, los más recientes primero', [TestimonialDto])
  async testimonialList(): Promise<TestimonialDto[]> {
    return (await this.testimonials.global()).map((t) => TestimonialDto.from(t));
  }

  @ReadRoute('team-images', 'Imágenes activas del equipo, por orden', [TeamImageDto])
  async teamList(): Promise<TeamImageDto[]> {
    return (await this.team.active()).map((t) => TeamImageDto.from(t));
  }

  @ReadRoute('faq', 'Preguntas frecuentes, por orden', [FaqDto])
  async faqList(): Promise<FaqDto[]> {
    return (await this.faq.byOrder()).map((f) => FaqDto.from(f));
  }

  @ReadRoute(
    'corporate-video',
    'Video corporativo; si no hay uno activo responde active: false con campos vacíos',
    CorporateVideoDto,
  )
  async corporateVideo(): Promise<CorporateVideoDto> {
    return CorporateVideoDto.from(await this.video.shown());
  }

  @ReadRoute('announcements/all', 'Todos los anuncios activos (cualquier destino), por orden', [AnnouncementDto])
  async allAnnouncements(): Promise<AnnouncementDto[]> {
    return (await this.announcements.allActive()).map((a) => AnnouncementDto.from(a));
  }

  @ReadRoute('announcements', 'Anuncios activos para todos, o dirigidos a la ciudad o al país indicados, por orden', [
    AnnouncementDto,
  ])
  async announcementsFor(@Query() audience: AudienceQueryDto): Promise<AnnouncementDto[]> {
    return (await this.announcements.activeFor(audience)).map((a) => AnnouncementDto.from(a));
  }
}
