import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import type { Product, ProductDraft } from './product.js';

export abstract class ProductRepository {
  /** The catalogue in creation order. */
  abstract listAll(): Promise<Product[]>;
  /** Filters: `q` (name, description), `type`, `id` list. */
  abstract findPage(query: ListQuery): Promise<Page<Product>>;
  abstract findById(id: number): Promise<Product | null>;
  abstract create(draft: ProductDraft): Promise<Product>;
  abstract update(id: number, draft: ProductDraft): Promise<Product>;
  abstract delete(id: number): Promise<void>;
}
