import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import type { ProductFeature, ProductFeatureDraft } from './product-feature.js';

/** `findPage` filters: `q` (title, description), `productType`, `active`, `id` list. */
export abstract class ProductFeatureRepository {
  static readonly notFound = 'Característica no encontrada';
  abstract findPage(query: ListQuery): Promise<Page<ProductFeature>>;
  abstract findById(id: number): Promise<ProductFeature | null>;
  abstract create(draft: ProductFeatureDraft): Promise<ProductFeature>;
  abstract update(id: number, draft: ProductFeatureDraft): Promise<ProductFeature>;
  /** Fails with not found when no row was deleted. */
  abstract delete(id: number): Promise<void>;
  /** Active features by order. */
  abstract listActive(): Promise<ProductFeature[]>;
}
