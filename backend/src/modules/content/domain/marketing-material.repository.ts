import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import type { MarketingMaterial, MarketingMaterialDraft, MaterialItem } from './marketing-material.js';

/** `findPage` filters: `q` (title, caption, campaign), `kind`, `productId`, `campaign`, `active`, `id` list. */
export abstract class MarketingMaterialRepository {
  static readonly notFound = 'Material no encontrado';
  abstract findPage(query: ListQuery): Promise<Page<MarketingMaterial>>;
  abstract findById(id: number): Promise<MarketingMaterial | null>;
  abstract create(draft: MarketingMaterialDraft): Promise<MarketingMaterial>;
  abstract update(id: number, draft: MarketingMaterialDraft): Promise<MarketingMaterial>;
  /** Fails with not found when no row was deleted. */
  abstract delete(id: number): Promise<void>;
  /** Active items with their product's name, by order then age. */
  abstract listActive(): Promise<MaterialItem[]>;
}
