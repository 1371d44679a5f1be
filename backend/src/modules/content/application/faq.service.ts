import { faqDraft, type FaqEntry } from '../domain/faq-entry.js';
import { FaqRepository } from '../domain/faq.repository.js';
import { ContentService } from './content.service.js';

export type FaqInput = Parameters<typeof faqDraft>[0];

export class FaqService extends ContentService(FaqRepository, { draft: faqDraft }) {
  byOrder(): Promise<FaqEntry[]> {
    return this.records.listByOrder();
  }
}
