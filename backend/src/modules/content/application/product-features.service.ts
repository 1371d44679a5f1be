import { Injectable } from '@nestjs/common';
import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import { productFeatureDraft, type ProductFeature, type ProductFeatureInput } from '../domain/product-feature.js';
import { ProductFeatureRepository } from '../domain/product-feature.repository.js';
import { RecordChanges } from './record-changes.js';

/** Fields holding stored files, released once no row points to them. */
const FILES: (keyof ProductFeature)[] = ['imageUrl', 'videoUrl'];

@Injectable()
export class ProductFeaturesService {
  constructor(
    private readonly features: ProductFeatureRepository,
    private readonly changes: RecordChanges,
  ) {}

  list(query: ListQuery): Promise<Page<ProductFeature>> {
    return this.features.findPage(query);
  }

  get(id: number): Promise<ProductFeature> {
    return this.changes.find(this.features, { id, notFound: ProductFeatureRepository.notFound, files: FILES });
  }

  create(input: ProductFeatureInput): Promise<ProductFeature> {
    return this.features.create(productFeatureDraft(input));
  }

  update(id: number, input: ProductFeatureInput): Promise<ProductFeature> {
    return this.changes.update(this.features, { id, notFound: ProductFeatureRepository.notFound, files: FILES }, () =>
      productFeatureDraft(input),
    );
  }

  delete(id: number): Promise<ProductFeature> {
    return this.changes.delete(this.features, { id, notFound: ProductFeatureRepository.notFound, files: FILES });
  }

  active(): Promise<ProductFeature[]> {
    return this.features.listActive();
  }
}
