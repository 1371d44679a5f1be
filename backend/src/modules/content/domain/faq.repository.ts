import { ContentRepository } from './content.repository.js';
import type { FaqDraft, FaqEntry } from './faq-entry.js';

/** `findPage` filters: `q` (question, answer), `id` list. */
export abstract class FaqRepository extends ContentRepository<FaqEntry, FaqDraft> {
  static readonly notFound = 'Pregunta no encontrada';
  /** Every entry by order. */
  abstract listByOrder(): Promise<FaqEntry[]>;
}
