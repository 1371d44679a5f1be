import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { CurrentUser, SellerOnly } from '../../../../platform/auth/guards.js';
import { IdPipe } from '../../../../platform/http/validators.js';
import { SellerTestimonialsService } from '../../application/seller-testimonials.service.js';
import { TestimonialDto, TestimonialInputDto } from './dto/testimonial.dto.js';

@ApiTags('Distribuidor: mis testimonios')
@SellerOnly()
@Controller()
export class SellerTestimonialsController {
  constructor(private readonly testimonials: SellerTestimonialsService) {}

  @Get('protected/testimonials')
  @ApiOperation({ summary: 'Mis testimonios, los más recientes primero' })
  @ApiOkResponse({ type: [TestimonialDto] })
  async list(@CurrentUser() user: AuthUser): Promise<TestimonialDto[]> {
    return (await this.testimonials.mine(user.id)).map((item) => TestimonialDto.from(item));
  }

  @Post('protected/testimonials')
  @ApiOperation({ summary: 'Agrega un testimonio a mi página' })
  @ApiCreatedResponse({ type: TestimonialDto })
  async create(@CurrentUser() user: AuthUser, @Body() body: TestimonialInputDto): Promise<TestimonialDto> {
    return TestimonialDto.from(await this.testimonials.create(user.id, body));
  }

  @Put('protected/testimonials/:id')
  @ApiOperation({ summary: 'Reemplaza uno de mis testimonios (sin foto conserva la actual)' })
  @ApiOkResponse({ type: TestimonialDto })
  async update(
    @CurrentUser() user: AuthUser,
    @Param('id', IdPipe) id: number,
    @Body() body: TestimonialInputDto,
  ): Promise<TestimonialDto> {
    return TestimonialDto.from(await this.testimonials.update(user.id, id, body));
  }

  @Delete('protected/testimonials/:id')
  @ApiOperation({ summary: 'Elimina uno de mis testimonios' })
  @ApiOkResponse({ type: TestimonialDto })
  async delete(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number): Promise<TestimonialDto> {
    return TestimonialDto.from(await this.testimonials.delete(user.id, id));
  }
}
