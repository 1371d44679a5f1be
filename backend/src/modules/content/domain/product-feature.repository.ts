import { ContentRepository } from './content.repository.js';
import type { ProductFeature, ProductFeatureDraft } from './product-feature.js';

/** `findPage` filters: `q` (title, description), `productType`, `active`, `id` list. */
export abstract class ProductFeatureRepository extends ContentRepository<ProductFeature, ProductFeatureDraft> {
  static readonly notFound = 'Característica no encontrada';
  /** Active features by order. */
  abstract listActive(): Promise<ProductFeature[]>;
}
