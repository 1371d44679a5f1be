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
import { RecordChanges, type RecordTarget } from './record-changes.js';

const target = (id: number): RecordTarget<MarketingMaterial> => ({
  id,
  notFound: 'Material no encontrado',
  files: ['fileUrl'],
});

/** The sellers' marketing library: the admin manages it, approved sellers read its active items. */
@Injectable()
export class MarketingMaterialsService {
  constructor(
    private readonly materials: MarketingMaterialRepository,
    private readonly products: ProductRepository,
    private readonly changes: RecordChanges,
  ) {}

  forSellers(): Promise<MaterialItem[]> {
    return this.materials.listActive();
  }

  list(query: ListQuery): Promise<Page<MarketingMaterial>> {
    return this.materials.findPage(query);
  }

  get(id: number): Promise<MarketingMaterial> {
    return this.changes.find(this.materials, target(id));
  }

  async create(input: MarketingMaterialInput): Promise<MarketingMaterial> {
    await this.checkProduct(input.productId);
    return this.materials.create(marketingMaterialDraft(input));
  }

  /** A replaced file, or the file of an item turned into text, is released once the change has committed. */
  async update(id: number, input: MarketingMaterialInput): Promise<MarketingMaterial> {
    await this.checkProduct(input.productId);
    return this.changes.update(this.materials, target(id), (existing) => marketingMaterialDraft(input, existing));
  }

  delete(id: number): Promise<MarketingMaterial> {
    return this.changes.delete(this.materials, target(id));
  }

  private async checkProduct(productId: number | null | undefined): Promise<void> {
    if (productId != null && !(await this.products.findById(productId)))
      throw new ValidationError('El producto seleccionado no existe', 'productId');
  }
}
