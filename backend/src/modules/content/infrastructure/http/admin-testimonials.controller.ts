import { Body, Controller, Delete, Get, Param, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Audited } from '../../../../platform/audit/audited.js';
import { AdminOnly } from '../../../../platform/auth/guards.js';
import { ContentRangeInterceptor } from '../../../../platform/http/content-range.interceptor.js';
import { ListQueryDto } from '../../../../platform/http/list-query.dto.js';
import { IdPipe } from '../../../../platform/http/validators.js';
import type { Page } from '../../../../shared/domain/list-query.js';
import { TestimonialsService } from '../../application/testimonials.service.js';
import { TestimonialDto, TestimonialInputDto } from './dto/testimonial.dto.js';

@ApiTags('Administración: testimonios')
@AdminOnly()
@Controller()
export class AdminTestimonialsController {
  constructor(private readonly testimonials: TestimonialsService) {}

  @Get('admin/testimonials')
  @UseInterceptors(ContentRangeInterceptor)
  @ApiOperation({
    summary: 'Testimonios globales (contrato ra-data-simple-rest)',
    description:
      'sort=["campo","ASC"], range=[0,24], filter={"q":"bogotá","rating":5}; sin parámetros devuelve todo. Responde con Content-Range.',
  })
  @ApiOkResponse({ type: [TestimonialDto] })
  async list(@Query() query: ListQueryDto): Promise<Page<TestimonialDto>> {
    const page = await this.testimonials.list(query.toListQuery());
    return { ...page, items: page.items.map((item) => TestimonialDto.from(item)) };
  }

  @Get('admin/testimonials/:id')
  @ApiOperation({ summary: 'Un testimonio global' })
  @ApiOkResponse({ type: TestimonialDto })
  async get(@Param('id', IdPipe) id: number): Promise<TestimonialDto> {
    return TestimonialDto.from(await this.testimonials.get(id));
  }

  @Post('admin/testimonials')
  @Audited({ action: 'testimonial.create', targetType: 'testimonial' })
  @ApiOperation({ summary: 'Crea un testimonio global' })
  @ApiCreatedResponse({ type: TestimonialDto })
  async create(@Body() body: TestimonialInputDto): Promise<TestimonialDto> {
    return TestimonialDto.from(await this.testimonials.create(body));
  }

  @Put('admin/testimonials/:id')
  @Audited({ action: 'testimonial.update', targetType: 'testimonial' })
  @ApiOperation({ summary: 'Reemplaza un testimonio global (sin foto conserva la actual)' })
  @ApiOkResponse({ type: TestimonialDto })
  async update(@Param('id', IdPipe) id: number, @Body() body: TestimonialInputDto): Promise<TestimonialDto> {
    return TestimonialDto.from(await this.testimonials.update(id, body));
  }

  @Delete('admin/testimonials/:id')
  @Audited({ action: 'testimonial.delete', targetType: 'testimonial', summary: () => 'Eliminado' })
  @ApiOperation({ summary: 'Elimina un testimonio global' })
  @ApiOkResponse({ type: TestimonialDto })
  async delete(@Param('id', IdPipe) id: number): Promise<TestimonialDto> {
    return TestimonialDto.from(await this.testimonials.delete(id));
  }
}
