import { ContentRepository } from './content.repository.js';
import type { Testimonial, TestimonialDraft } from './testimonial.js';

/**
 * The admin's reads and writes (`findPage`, `create`) are of global testimonials only; `findPage` filters: `q` (name,
 * city, message), `rating`, `city`, `id` list.
 */
export abstract class TestimonialRepository extends ContentRepository<Testimonial, TestimonialDraft> {
  static readonly notFound = 'Testimonio no encontrado';
  /** Global testimonials, newest first. */
  abstract listGlobal(): Promise<Testimonial[]>;
  /** A seller's own testimonials, newest first. */
  abstract listByMember(memberId: number): Promise<Testimonial[]>;
  /** A seller's new testimonial, unless they already have `limit` (then null); holds under concurrent calls. */
  abstract createForMember(draft: TestimonialDraft, memberId: number, limit: number): Promise<Testimonial | null>;
}
