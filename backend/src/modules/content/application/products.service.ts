import { Injectable } from '@nestjs/common';
import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import { productDraft, type Product, type ProductInput } from '../domain/product.js';
import { ProductRepository } from '../domain/product.repository.js';
import { RecordChanges, type RecordTarget } from './record-changes.js';

const target = (id: number): RecordTarget<Product> => ({ id, notFound: 'Producto no encontrado', files: ['image'] });

@Injectable()
export class ProductsService {
  constructor(
    private readonly products: ProductRepository,
    private readonly changes: RecordChanges,
  ) {}

  catalogue(): Promise<Product[]> {
    return this.products.listAll();
  }

  list(query: ListQuery): Promise<Page<Product>> {
    return this.products.findPage(query);
  }

  get(id: number): Promise<Product> {
    return this.changes.find(this.products, target(id));
  }

  create(input: ProductInput): Promise<Product> {
    return this.products.create(productDraft(input));
  }

  update(id: number, input: ProductInput): Promise<Product> {
    return this.changes.update(this.products, target(id), (existing) => productDraft(input, existing));
  }

  /** Sellers' custom prices for the product go with it (foreign key cascade). */
  delete(id: number): Promise<Product> {
    return this.changes.delete(this.products, target(id));
  }
}
