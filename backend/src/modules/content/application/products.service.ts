import { productDraft, type Product } from '../domain/product.js';
import { ProductRepository } from '../domain/product.repository.js';
import { ContentService } from './content.service.js';

/** Deleting a product takes sellers' custom prices for it along (foreign key cascade). */
export class ProductsService extends ContentService(ProductRepository, {
  files: ['image'],
  draft: productDraft,
}) {
  catalogue(): Promise<Product[]> {
    return this.records.listAll();
  }
}
