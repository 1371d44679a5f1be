import { testimonialDraft, type Testimonial } from '../domain/testimonial.js';
import { TestimonialRepository } from '../domain/testimonial.repository.js';
import { ContentService } from './content.service.js';

/** Global testimonials (the landing's), managed by the admin. A seller's own are not reachable here. */
export class TestimonialsService extends ContentService(TestimonialRepository, {
  visible: (t) => t.isGlobal,
  files: ['photo'],
  draft: testimonialDraft,
}) {
  global(): Promise<Testimonial[]> {
    return this.records.listGlobal();
  }
}
