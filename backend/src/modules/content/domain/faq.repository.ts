import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import type { FaqDraft, FaqEntry } from './faq-entry.js';

/** `findPage` filters: `q` (question, answer), `id` list. */
export abstract class FaqRepository {
  static readonly notFound = 'Pregunta no encontrada';
  abstract findPage(query: ListQuery): Promise<Page<FaqEntry>>;
  abstract findById(id: number): Promise<FaqEntry | null>;
  abstract create(draft: FaqDraft): Promise<FaqEntry>;
  abstract update(id: number, draft: FaqDraft): Promise<FaqEntry>;
  /** Fails with not found when no row was deleted. */
  abstract delete(id: number): Promise<void>;
  /** Every entry by order. */
  abstract listByOrder(): Promise<FaqEntry[]>;
}
