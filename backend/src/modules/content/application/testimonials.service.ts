import { testimonialDraft, type Testimonial } from '../domain/testimonial.js';
import { TestimonialRepository } from '../domain/testimonial.repository.js';
import { ContentService } from './content.service.js';

export const TESTIMONIAL_NOT_FOUND = 'Testimonio no encontrado';

/** Global testimonials (the landing's), managed by the admin. A seller's own are not reachable here. */
export class TestimonialsService extends ContentService(TestimonialRepository, {
  notFound: TESTIMONIAL_NOT_FOUND,
  visible: (t) => t.isGlobal,
  files: ['photo'],
  draft: testimonialDraft,
}) {
  global(): Promise<Testimonial[]> {
    return this.records.listGlobal();
  }
}
