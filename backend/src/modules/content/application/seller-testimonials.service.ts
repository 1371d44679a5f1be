import { testimonialDraft } from '../domain/testimonial.js';
import { TestimonialRepository } from '../domain/testimonial.repository.js';
import { SellerItemsService } from './seller-items.service.js';

export const MAX_SELLER_TESTIMONIALS = 50;

/** A seller's own testimonials, shown on their page. */
export class SellerTestimonialsService extends SellerItemsService(TestimonialRepository, {
  files: ['photo'],
  limit: MAX_SELLER_TESTIMONIALS,
  full: `Ya tienes el máximo de ${MAX_SELLER_TESTIMONIALS} testimonios; elimina alguno para agregar otro`,
  draft: testimonialDraft,
}) {}
