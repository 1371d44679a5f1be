import { Injectable } from '@nestjs/common';
import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import { testimonialDraft, type Testimonial, type TestimonialInput } from '../domain/testimonial.js';
import { TestimonialRepository } from '../domain/testimonial.repository.js';
import { RecordChanges, type RecordTarget } from './record-changes.js';

export const TESTIMONIAL_NOT_FOUND = 'Testimonio no encontrado';

/** Global testimonials (the landing's), managed by the admin. A seller's own are not reachable here. */
@Injectable()
export class TestimonialsService {
  constructor(
    private readonly testimonials: TestimonialRepository,
    private readonly changes: RecordChanges,
  ) {}

  global(): Promise<Testimonial[]> {
    return this.testimonials.listGlobal();
  }

  list(query: ListQuery): Promise<Page<Testimonial>> {
    return this.testimonials.findGlobalPage(query);
  }

  get(id: number): Promise<Testimonial> {
    return this.changes.find(this.testimonials, this.target(id));
  }

  create(input: TestimonialInput): Promise<Testimonial> {
    return this.testimonials.create(testimonialDraft(input), null);
  }

  update(id: number, input: TestimonialInput): Promise<Testimonial> {
    return this.changes.update(this.testimonials, this.target(id), (existing) => testimonialDraft(input, existing));
  }

  delete(id: number): Promise<Testimonial> {
    return this.changes.delete(this.testimonials, this.target(id));
  }

  private target(id: number): RecordTarget<Testimonial> {
    return { id, notFound: TESTIMONIAL_NOT_FOUND, visible: (t) => t.isGlobal, files: ['photo'] };
  }
}
