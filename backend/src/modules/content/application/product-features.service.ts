import { Injectable } from '@nestjs/common';
import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import { productFeatureDraft, type ProductFeature, type ProductFeatureInput } from '../domain/product-feature.js';
import { ProductFeatureRepository } from '../domain/product-feature.repository.js';
import { RecordChanges, type RecordTarget } from './record-changes.js';

const target = (id: number): RecordTarget<ProductFeature> => ({
  id,
  notFound: 'Característica no encontrada',
  files: ['imageUrl', 'videoUrl'],
});

@Injectable()
export class ProductFeaturesService {
  constructor(
    private readonly features: ProductFeatureRepository,
    private readonly changes: RecordChanges,
  ) {}

  active(): Promise<ProductFeature[]> {
    return this.features.listActive();
  }

  list(query: ListQuery): Promise<Page<ProductFeature>> {
    return this.features.findPage(query);
  }

  get(id: number): Promise<ProductFeature> {
    return this.changes.find(this.features, target(id));
  }

  create(input: ProductFeatureInput): Promise<ProductFeature> {
    return this.features.create(productFeatureDraft(input));
  }

  update(id: number, input: ProductFeatureInput): Promise<ProductFeature> {
    return this.changes.update(this.features, target(id), () => productFeatureDraft(input));
  }

  delete(id: number): Promise<ProductFeature> {
    return this.changes.delete(this.features, target(id));
  }
}
