import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import type { ProductFeature, ProductFeatureDraft } from './product-feature.js';

export abstract class ProductFeatureRepository {
  /** Active features by order. */
  abstract listActive(): Promise<ProductFeature[]>;
  /** Filters: `q` (title, description), `productType`, `active`, `id` list. */
  abstract findPage(query: ListQuery): Promise<Page<ProductFeature>>;
  abstract findById(id: number): Promise<ProductFeature | null>;
  abstract create(draft: ProductFeatureDraft): Promise<ProductFeature>;
  abstract update(id: number, draft: ProductFeatureDraft): Promise<ProductFeature>;
  abstract delete(id: number): Promise<void>;
}
