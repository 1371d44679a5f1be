import { Injectable } from '@nestjs/common';
import { testimonialDraft, type Testimonial, type TestimonialInput } from '../domain/testimonial.js';
import { TestimonialRepository } from '../domain/testimonial.repository.js';
import { ValidationError } from '../../../shared/domain/errors.js';
import { RecordChanges, type RecordTarget } from './record-changes.js';
import { TESTIMONIAL_NOT_FOUND } from './testimonials.service.js';

/** Keeps a page light on a phone: every testimonial is sent with every visit. */
export const MAX_SELLER_TESTIMONIALS = 50;

/** A seller's own testimonials, shown on their page; another member's are reported as not found. */
@Injectable()
export class SellerTestimonialsService {
  constructor(
    private readonly testimonials: TestimonialRepository,
    private readonly changes: RecordChanges,
  ) {}

  mine(sellerId: number): Promise<Testimonial[]> {
    return this.testimonials.listByMember(sellerId);
  }

  async create(sellerId: number, input: TestimonialInput): Promise<Testimonial> {
    const created = await this.testimonials.createForMember(testimonialDraft(input), sellerId, MAX_SELLER_TESTIMONIALS);
    if (!created)
      throw new ValidationError(
        `Ya tienes el máximo de ${MAX_SELLER_TESTIMONIALS} testimonios; elimina alguno para agregar otro`,
      );
    return created;
  }

  update(sellerId: number, id: number, input: TestimonialInput): Promise<Testimonial> {
    return this.changes.update(this.testimonials, this.target(sellerId, id), (existing) =>
      testimonialDraft(input, existing),
    );
  }

  delete(sellerId: number, id: number): Promise<Testimonial> {
    return this.changes.delete(this.testimonials, this.target(sellerId, id));
  }

  private target(sellerId: number, id: number): RecordTarget<Testimonial> {
    return { id, notFound: TESTIMONIAL_NOT_FOUND, visible: (t) => t.userId === sellerId, files: ['photo'] };
  }
}
