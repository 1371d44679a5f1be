import { Injectable } from '@nestjs/common';
import { ValidationError } from '../../../shared/domain/errors.js';
import {
  marketingMaterialDraft,
  type MarketingMaterial,
  type MarketingMaterialInput,
  type MaterialItem,
} from '../domain/marketing-material.js';
import { MarketingMaterialRepository } from '../domain/marketing-material.repository.js';
import { ProductRepository } from '../domain/product.repository.js';
import { ContentService } from './content.service.js';
import { RecordChanges } from './record-changes.js';

/**
 * The sellers' marketing library: the admin manages it, approved sellers read its active items. A replaced file, or
 * the file of an item turned into text, is released once the change has committed.
 */
@Injectable()
export class MarketingMaterialsService extends ContentService(MarketingMaterialRepository, {
  files: ['fileUrl'],
  draft: marketingMaterialDraft,
}) {
  constructor(
    materials: MarketingMaterialRepository,
    changes: RecordChanges,
    private readonly products: ProductRepository,
  ) {
    super(materials, changes);
  }

  forSellers(): Promise<MaterialItem[]> {
    return this.records.listActive();
  }

  override async create(input: MarketingMaterialInput): Promise<MarketingMaterial> {
    await this.checkProduct(input.productId);
    return super.create(input);
  }

  override async update(id: number, input: MarketingMaterialInput): Promise<MarketingMaterial> {
    await this.checkProduct(input.productId);
    return super.update(id, input);
  }

  private async checkProduct(productId: number | null | undefined): Promise<void> {
    if (productId != null && !(await this.products.findById(productId)))
      throw new ValidationError('El producto seleccionado no existe', 'productId');
  }
}
