import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import type { LegalKind, LegalText, LegalTextDraft } from './legal-text.js';

/** The legal pages; there is one row per kind, created by the migration, so there is no create or delete. */
export abstract class LegalTextRepository {
  static readonly notFound = 'Texto legal no encontrado';
  abstract findByKind(kind: LegalKind): Promise<LegalText | null>;
  /** Filters: `q` (title, text), `id` list. */
  abstract findPage(query: ListQuery): Promise<Page<LegalText>>;
  abstract findById(id: number): Promise<LegalText | null>;
  abstract update(id: number, draft: LegalTextDraft): Promise<LegalText>;
}
