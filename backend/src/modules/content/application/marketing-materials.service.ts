import { Injectable } from '@nestjs/common';
import { ValidationError } from '../../../shared/domain/errors.js';
import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import {
  marketingMaterialDraft,
  type MarketingMaterial,
  type MarketingMaterialInput,
  type MaterialItem,
} from '../domain/marketing-material.js';
import { MarketingMaterialRepository } from '../domain/marketing-material.repository.js';
import { ProductRepository } from '../domain/product.repository.js';
import { RecordChanges } from './record-changes.js';

/** Fields holding stored files, released once no row points to them. */
const FILES: (keyof MarketingMaterial)[] = ['fileUrl'];

/**
 * The sellers' marketing library: the admin manages it, approved sellers read its active items. A replaced file, or
 * the file of an item turned into text, is released once the change has committed.
 */
@Injectable()
export class MarketingMaterialsService {
  constructor(
    private readonly materials: MarketingMaterialRepository,
    private readonly changes: RecordChanges,
    private readonly products: ProductRepository,
  ) {}

  list(query: ListQuery): Promise<Page<MarketingMaterial>> {
    return this.materials.findPage(query);
  }

  get(id: number): Promise<MarketingMaterial> {
    return this.changes.find(this.materials, { id, notFound: MarketingMaterialRepository.notFound });
  }

  async create(input: MarketingMaterialInput): Promise<MarketingMaterial> {
    await this.checkProduct(input.productId);
    return this.materials.create(marketingMaterialDraft(input));
  }

  async update(id: number, input: MarketingMaterialInput): Promise<MarketingMaterial> {
    await this.checkProduct(input.productId);
    return this.changes.update(
      this.materials,
      { id, notFound: MarketingMaterialRepository.notFound, files: FILES },
      (existing) => marketingMaterialDraft(input, existing),
    );
  }

  delete(id: number): Promise<MarketingMaterial> {
    return this.changes.delete(this.materials, { id, notFound: MarketingMaterialRepository.notFound, files: FILES });
  }

  forSellers(): Promise<MaterialItem[]> {
    return this.materials.listActive();
  }

  private async checkProduct(productId: number | null | undefined): Promise<void> {
    if (productId != null && !(await this.products.findById(productId)))
      throw new ValidationError('El producto seleccionado no existe', 'productId');
  }
}
