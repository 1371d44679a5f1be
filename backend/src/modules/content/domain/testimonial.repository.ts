import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import type { Testimonial, TestimonialDraft } from './testimonial.js';

/**
 * The admin's reads and writes (`findPage`, `create`) are of global testimonials only; `findPage` filters: `q` (name,
 * city, message), `rating`, `city`, `id` list.
 */
export abstract class TestimonialRepository {
  static readonly notFound = 'Testimonio no encontrado';
  abstract findPage(query: ListQuery): Promise<Page<Testimonial>>;
  abstract findById(id: number): Promise<Testimonial | null>;
  abstract create(draft: TestimonialDraft): Promise<Testimonial>;
  abstract update(id: number, draft: TestimonialDraft): Promise<Testimonial>;
  /** Fails with not found when no row was deleted. */
  abstract delete(id: number): Promise<void>;
  /** Global testimonials, newest first. */
  abstract listGlobal(): Promise<Testimonial[]>;
  /** A seller's own testimonials, newest first. */
  abstract listByMember(memberId: number): Promise<Testimonial[]>;
  /** A seller's new testimonial, unless they already have `limit` (then null); holds under concurrent calls. */
  abstract createForMember(draft: TestimonialDraft, memberId: number, limit: number): Promise<Testimonial | null>;
}
