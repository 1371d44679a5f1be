import { productFeatureDraft, type ProductFeature } from '../domain/product-feature.js';
import { ProductFeatureRepository } from '../domain/product-feature.repository.js';
import { ContentService } from './content.service.js';

export class ProductFeaturesService extends ContentService(ProductFeatureRepository, {
  files: ['imageUrl', 'videoUrl'],
  draft: productFeatureDraft,
}) {
  active(): Promise<ProductFeature[]> {
    return this.records.listActive();
  }
}
