import { Injectable } from '@nestjs/common';
import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import { productDraft, type Product, type ProductInput } from '../domain/product.js';
import { ProductRepository } from '../domain/product.repository.js';
import { RecordChanges } from './record-changes.js';

/** Fields holding stored files, released once no row points to them. */
const FILES: (keyof Product)[] = ['image'];

/** Deleting a product takes sellers' custom prices for it along (foreign key cascade). */
@Injectable()
export class ProductsService {
  constructor(
    private readonly products: ProductRepository,
    private readonly changes: RecordChanges,
  ) {}

  list(query: ListQuery): Promise<Page<Product>> {
    return this.products.findPage(query);
  }

  get(id: number): Promise<Product> {
    return this.changes.find(this.products, { id, notFound: ProductRepository.notFound, files: FILES });
  }

  create(input: ProductInput): Promise<Product> {
    return this.products.create(productDraft(input));
  }

  update(id: number, input: ProductInput): Promise<Product> {
    return this.changes.update(this.products, { id, notFound: ProductRepository.notFound, files: FILES }, (existing) =>
      productDraft(input, existing),
    );
  }

  delete(id: number): Promise<Product> {
    return this.changes.delete(this.products, { id, notFound: ProductRepository.notFound, files: FILES });
  }

  catalogue(): Promise<Product[]> {
    return this.products.listAll();
  }
}
