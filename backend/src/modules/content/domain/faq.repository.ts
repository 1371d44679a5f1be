import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import type { FaqDraft, FaqEntry } from './faq-entry.js';

export abstract class FaqRepository {
  /** Every entry by order. */
  abstract listByOrder(): Promise<FaqEntry[]>;
  /** Filters: `q` (question, answer), `id` list. */
  abstract findPage(query: ListQuery): Promise<Page<FaqEntry>>;
  abstract findById(id: number): Promise<FaqEntry | null>;
  abstract create(draft: FaqDraft): Promise<FaqEntry>;
  abstract update(id: number, draft: FaqDraft): Promise<FaqEntry>;
  abstract delete(id: number): Promise<void>;
}
