import { Param } from '@nestjs/common';
import { Audited } from '../../../../platform/audit/audited.js';
import { AdminRoutes } from '../../../../platform/auth/guards.js';
import { ReadRoute, RemoveRoute } from '../../../../platform/http/routes.js';
import { IdPipe } from '../../../../platform/http/validators.js';
import { GalleryService } from '../../application/gallery.service.js';
import { SellerTestimonialsService } from '../../application/seller-testimonials.service.js';
import { GalleryImageDto } from './dto/gallery-image.dto.js';
import { TestimonialDto } from './dto/testimonial.dto.js';

/** Moderation of a member's page: the administrator sees and removes single items, the member stays. */
@AdminRoutes('admin/users/:memberId', 'Administración: moderar páginas')
export class AdminMemberContentController {
  constructor(
    private readonly testimonials: SellerTestimonialsService,
    private readonly gallery: GalleryService,
  ) {}

  @ReadRoute('testimonials', 'Testimonios de la página del distribuidor', [TestimonialDto])
  async testimonialsOf(@Param('memberId', IdPipe) memberId: number): Promise<TestimonialDto[]> {
    return (await this.testimonials.mine(memberId)).map((t) => TestimonialDto.from(t));
  }

  @RemoveRoute('testimonials/:id', 'Retira un testimonio de la página del distribuidor (y su foto)', TestimonialDto)
  @Audited({
    action: 'member.testimonial.delete',
    targetType: 'testimonial',
    summary: ({ params, result }) =>
      `Testimonio de ${(result as TestimonialDto).name} retirado de la página del distribuidor #${params.memberId}`,
  })
  async deleteTestimonial(
    @Param('memberId', IdPipe) memberId: number,
    @Param('id', IdPipe) id: number,
  ): Promise<TestimonialDto> {
    return TestimonialDto.from(await this.testimonials.delete(memberId, id));
  }

  @ReadRoute('gallery', 'Galería de la página del distribuidor', [GalleryImageDto])
  async galleryOf(@Param('memberId', IdPipe) memberId: number): Promise<GalleryImageDto[]> {
    return (await this.gallery.mine(memberId)).map((g) => GalleryImageDto.from(g));
  }

  @RemoveRoute('gallery/:id', 'Retira una imagen de la galería del distribuidor (y su archivo)', GalleryImageDto)
  @Audited({
    action: 'member.gallery.delete',
    targetType: 'gallery-image',
    summary: ({ params }) => `Imagen de galería retirada de la página del distribuidor #${params.memberId}`,
  })
  async deleteGalleryImage(
    @Param('memberId', IdPipe) memberId: number,
    @Param('id', IdPipe) id: number,
  ): Promise<GalleryImageDto> {
    return GalleryImageDto.from(await this.gallery.delete(memberId, id));
  }
}
