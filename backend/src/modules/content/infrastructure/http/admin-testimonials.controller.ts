import { TestimonialsService } from '../../application/testimonials.service.js';
import { adminContentController } from './admin-content.controller.js';
import { TestimonialDto, TestimonialInputDto } from './dto/testimonial.dto.js';

export const AdminTestimonialsController = adminContentController({
  name: 'AdminTestimonialsController',
  path: 'admin/testimonials',
  tag: 'Administración: testimonios',
  service: TestimonialsService,
  dto: TestimonialDto,
  input: TestimonialInputDto,
  audit: 'testimonial',
  filterExample: '{"q":"bogotá","rating":5}',
  summaries: {
    list: 'Testimonios globales (contrato ra-data-simple-rest)',
    get: 'Un testimonio global',
    create: 'Crea un testimonio global',
    update: 'Reemplaza un testimonio global (sin foto conserva la actual)',
    delete: 'Elimina un testimonio global',
  },
});
