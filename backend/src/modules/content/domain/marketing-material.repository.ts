import { ContentRepository } from './content.repository.js';
import type { MarketingMaterial, MarketingMaterialDraft, MaterialItem } from './marketing-material.js';

/** `findPage` filters: `q` (title, caption, campaign), `kind`, `productId`, `campaign`, `active`, `id` list. */
export abstract class MarketingMaterialRepository extends ContentRepository<MarketingMaterial, MarketingMaterialDraft> {
  static readonly notFound = 'Material no encontrado';
  /** Active items with their product's name, by order then age. */
  abstract listActive(): Promise<MaterialItem[]>;
}
