import { ContentRepository } from './content.repository.js';
import type { Product, ProductDraft } from './product.js';

/** `findPage` filters: `q` (name, description), `type`, `id` list. */
export abstract class ProductRepository extends ContentRepository<Product, ProductDraft> {
  /** The catalogue in creation order. */
  abstract listAll(): Promise<Product[]>;
}
