import { Injectable } from '@nestjs/common';
import { ValidationError } from '../../../shared/domain/errors.js';
import { testimonialDraft, type Testimonial, type TestimonialInput } from '../domain/testimonial.js';
import { TestimonialRepository } from '../domain/testimonial.repository.js';
import { RecordChanges, type RecordTarget } from './record-changes.js';

/** Keeps a page light on a phone: every testimonial is sent with every visit. */
export const MAX_SELLER_TESTIMONIALS = 50;

/** A seller's own testimonials, shown on their page: another member's are reported as not found. */
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
    const draft = testimonialDraft(input);
    const created = await this.testimonials.createForMember(draft, sellerId, MAX_SELLER_TESTIMONIALS);
    if (!created)
      throw new ValidationError(
        `Ya tienes el máximo de ${MAX_SELLER_TESTIMONIALS} testimonios; elimina alguno para agregar otro`,
      );
    return created;
  }

  update(sellerId: number, id: number, input: TestimonialInput): Promise<Testimonial> {
    return this.changes.update(this.testimonials, own(sellerId, id), (existing) => testimonialDraft(input, existing));
  }

  delete(sellerId: number, id: number): Promise<Testimonial> {
    return this.changes.delete(this.testimonials, own(sellerId, id));
  }
}

function own(sellerId: number, id: number): RecordTarget<Testimonial> {
  return {
    id,
    notFound: TestimonialRepository.notFound,
    visible: (testimonial) => testimonial.userId === sellerId,
    files: ['photo'],
  };
}
