import { Injectable } from '@nestjs/common';
import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import { faqDraft, type FaqEntry, type FaqEntryInput } from '../domain/faq-entry.js';
import { FaqRepository } from '../domain/faq.repository.js';
import { RecordChanges } from './record-changes.js';

@Injectable()
export class FaqService {
  constructor(
    private readonly entries: FaqRepository,
    private readonly changes: RecordChanges,
  ) {}

  list(query: ListQuery): Promise<Page<FaqEntry>> {
    return this.entries.findPage(query);
  }

  get(id: number): Promise<FaqEntry> {
    return this.changes.find(this.entries, { id, notFound: FaqRepository.notFound });
  }

  create(input: FaqEntryInput): Promise<FaqEntry> {
    return this.entries.create(faqDraft(input));
  }

  update(id: number, input: FaqEntryInput): Promise<FaqEntry> {
    return this.changes.update(this.entries, { id, notFound: FaqRepository.notFound }, () => faqDraft(input));
  }

  delete(id: number): Promise<FaqEntry> {
    return this.changes.delete(this.entries, { id, notFound: FaqRepository.notFound });
  }

  byOrder(): Promise<FaqEntry[]> {
    return this.entries.listByOrder();
  }
}
