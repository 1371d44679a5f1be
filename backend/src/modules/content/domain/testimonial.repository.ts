import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import type { Testimonial, TestimonialDraft } from './testimonial.js';

export abstract class TestimonialRepository {
  /** Global testimonials, newest first. */
  abstract listGlobal(): Promise<Testimonial[]>;
  /** Global testimonials only; filters: `q` (name, city, message), `rating`, `city`, `id` list. */
  abstract findGlobalPage(query: ListQuery): Promise<Page<Testimonial>>;
  /** A seller's own testimonials, newest first. */
  abstract listByMember(memberId: number): Promise<Testimonial[]>;
  abstract findById(id: number): Promise<Testimonial | null>;
  /** `owner` null makes a global testimonial. */
  abstract create(draft: TestimonialDraft, owner: number | null): Promise<Testimonial>;
  /** A seller's new testimonial, unless they already have `limit` (then null); holds under concurrent calls. */
  abstract createForMember(draft: TestimonialDraft, memberId: number, limit: number): Promise<Testimonial | null>;
  abstract update(id: number, draft: TestimonialDraft): Promise<Testimonial>;
  abstract delete(id: number): Promise<void>;
}
