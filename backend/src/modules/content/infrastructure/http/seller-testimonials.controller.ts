import { SellerTestimonialsService } from '../../application/seller-testimonials.service.js';
import { TestimonialDto, TestimonialInputDto } from './dto/testimonial.dto.js';
import { sellerItemsController } from './seller-items.controller.js';

export const SellerTestimonialsController = sellerItemsController({
  name: 'SellerTestimonialsController',
  createOperation: 'create',
  path: 'protected/testimonials',
  tag: 'Distribuidor: mis testimonios',
  service: SellerTestimonialsService,
  dto: TestimonialDto,
  input: TestimonialInputDto,
  summaries: {
    list: 'Mis testimonios, los más recientes primero',
    create: 'Agrega un testimonio a mi página',
    update: 'Reemplaza uno de mis testimonios (sin foto conserva la actual)',
    delete: 'Elimina uno de mis testimonios',
  },
});
