import { Injectable } from '@nestjs/common';
import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import { testimonialDraft, type Testimonial, type TestimonialInput } from '../domain/testimonial.js';
import { TestimonialRepository } from '../domain/testimonial.repository.js';
import { RecordChanges } from './record-changes.js';

/** Only global testimonials are the admin's; a seller's own are reported as not found. */
const isGlobal = (testimonial: Testimonial): boolean => testimonial.isGlobal;

/** Fields holding stored files, released once no row points to them. */
const FILES: (keyof Testimonial)[] = ['photo'];

/** Global testimonials (the landing's), managed by the admin. A seller's own are not reachable here. */
@Injectable()
export class TestimonialsService {
  constructor(
    private readonly testimonials: TestimonialRepository,
    private readonly changes: RecordChanges,
  ) {}

  list(query: ListQuery): Promise<Page<Testimonial>> {
    return this.testimonials.findPage(query);
  }

  get(id: number): Promise<Testimonial> {
    return this.changes.find(this.testimonials, {
      id,
      notFound: TestimonialRepository.notFound,
      visible: isGlobal,
      files: FILES,
    });
  }

  create(input: TestimonialInput): Promise<Testimonial> {
    return this.testimonials.create(testimonialDraft(input));
  }

  update(id: number, input: TestimonialInput): Promise<Testimonial> {
    return this.changes.update(
      this.testimonials,
      { id, notFound: TestimonialRepository.notFound, visible: isGlobal, files: FILES },
      (existing) => testimonialDraft(input, existing),
    );
  }

  delete(id: number): Promise<Testimonial> {
    return this.changes.delete(this.testimonials, {
      id,
      notFound: TestimonialRepository.notFound,
      visible: isGlobal,
      files: FILES,
    });
  }

  global(): Promise<Testimonial[]> {
    return this.testimonials.listGlobal();
  }
}
