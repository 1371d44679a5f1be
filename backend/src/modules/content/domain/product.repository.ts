import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import type { Product, ProductDraft } from './product.js';

/** `findPage` filters: `q` (name, description), `type`, `id` list. */
export abstract class ProductRepository {
  static readonly notFound = 'Producto no encontrado';
  abstract findPage(query: ListQuery): Promise<Page<Product>>;
  abstract findById(id: number): Promise<Product | null>;
  abstract create(draft: ProductDraft): Promise<Product>;
  abstract update(id: number, draft: ProductDraft): Promise<Product>;
  /** Fails with not found when no row was deleted. */
  abstract delete(id: number): Promise<void>;
  /** The catalogue in creation order. */
  abstract listAll(): Promise<Product[]>;
}
