import { ContentRepository } from './content.repository.js';
import type { Product, ProductDraft } from './product.js';

/** `findPage` filters: `q` (name, description), `type`, `id` list. */
export abstract class ProductRepository extends ContentRepository<Product, ProductDraft> {
  static readonly notFound = 'Producto no encontrado';
  /** The catalogue in creation order. */
  abstract listAll(): Promise<Product[]>;
}
