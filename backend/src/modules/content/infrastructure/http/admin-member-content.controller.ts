import { Controller, Delete, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited } from '../../../../platform/audit/audited.js';
import { AdminOnly } from '../../../../platform/auth/guards.js';
import { IdPipe } from '../../../../platform/http/validators.js';
import { GalleryService } from '../../application/gallery.service.js';
import { SellerTestimonialsService } from '../../application/seller-testimonials.service.js';
import { GalleryImageDto } from './dto/gallery-image.dto.js';
import { TestimonialDto } from './dto/testimonial.dto.js';

/** Moderation of a member's page: the administrator sees and removes single items, the member stays. */
@ApiTags('Administración: moderar páginas')
@AdminOnly()
@Controller()
export class AdminMemberContentController {
  constructor(
    private readonly testimonials: SellerTestimonialsService,
    private readonly gallery: GalleryService,
  ) {}

  @Get('admin/users/:memberId/testimonials')
  @ApiOperation({ summary: 'Testimonios de la página del distribuidor' })
  @ApiOkResponse({ type: [TestimonialDto] })
  async testimonialsOf(@Param('memberId', IdPipe) memberId: number): Promise<TestimonialDto[]> {
    return (await this.testimonials.mine(memberId)).map((t) => TestimonialDto.from(t));
  }

  @Delete('admin/users/:memberId/testimonials/:id')
  @ApiOperation({ summary: 'Retira un testimonio de la página del distribuidor (y su foto)' })
  @ApiOkResponse({ type: TestimonialDto })
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

  @Get('admin/users/:memberId/gallery')
  @ApiOperation({ summary: 'Galería de la página del distribuidor' })
  @ApiOkResponse({ type: [GalleryImageDto] })
  async galleryOf(@Param('memberId', IdPipe) memberId: number): Promise<GalleryImageDto[]> {
    return (await this.gallery.mine(memberId)).map((g) => GalleryImageDto.from(g));
  }

  @Delete('admin/users/:memberId/gallery/:id')
  @ApiOperation({ summary: 'Retira una imagen de la galería del distribuidor (y su archivo)' })
  @ApiOkResponse({ type: GalleryImageDto })
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
