import { Injectable } from '@nestjs/common';
import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import { faqDraft, type FaqEntry } from '../domain/faq-entry.js';
import { FaqRepository } from '../domain/faq.repository.js';
import { RecordChanges, type RecordTarget } from './record-changes.js';

const target = (id: number): RecordTarget<FaqEntry> => ({ id, notFound: 'Pregunta no encontrada' });

export type FaqInput = Parameters<typeof faqDraft>[0];

@Injectable()
export class FaqService {
  constructor(
    private readonly faq: FaqRepository,
    private readonly changes: RecordChanges,
  ) {}

  byOrder(): Promise<FaqEntry[]> {
    return this.faq.listByOrder();
  }

  list(query: ListQuery): Promise<Page<FaqEntry>> {
    return this.faq.findPage(query);
  }

  get(id: number): Promise<FaqEntry> {
    return this.changes.find(this.faq, target(id));
  }

  create(input: FaqInput): Promise<FaqEntry> {
    return this.faq.create(faqDraft(input));
  }

  update(id: number, input: FaqInput): Promise<FaqEntry> {
    return this.changes.update(this.faq, target(id), () => faqDraft(input));
  }

  delete(id: number): Promise<FaqEntry> {
    return this.changes.delete(this.faq, target(id));
  }
}
