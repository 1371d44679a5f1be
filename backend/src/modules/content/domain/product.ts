import { ValidationError } from '../../../shared/domain/errors.js';
import { blankToNull } from './text.js';

export const PRODUCT_TYPES = ['multydrink', 'other'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** A product of the catalogue; prices are whole Colombian pesos, `minPrice` is the least a seller may ask. */
export interface Product {
  id: number;
  name: string;
  description: string;
  image: string | null;
  /** Free text; the sites split it on commas or new lines into bullets. */
  benefits: string | null;
  price: number | null;
  minPrice: number | null;
  type: ProductType;
  createdAt: Date;
  /** The record's version: a stale admin write is refused (docs/decisions/1750-admin-conflicts.md). */
  updatedAt: Date;
}

export type ProductDraft = Omit<Product, 'id' | 'createdAt' | 'updatedAt'>;

export interface ProductInput {
  name: string;
  description: string;
  image?: string | null;
  benefits?: string | null;
  price?: number | null;
  minPrice?: number | null;
  type?: ProductType;
}

/** A new product needs an image; an edit without one keeps the stored image. */
export function productDraft(input: ProductInput, existing?: Product): ProductDraft {
  const image = blankToNull(input.image) ?? existing?.image ?? null;
  if (!image && !existing) throw new ValidationError('Debes seleccionar una imagen para el producto', 'image');
  const price = input.price ?? null;
  const minPrice = input.minPrice ?? null;
  // A product may be created without prices, but a price once set is changed, never silently erased.
  if (existing?.price != null && price === null) throw new ValidationError('El precio no puede quedar vacío', 'price');
  if (existing?.minPrice != null && minPrice === null)
    throw new ValidationError('El precio mínimo no puede quedar vacío', 'minPrice');
  if (price !== null && minPrice !== null && minPrice > price) {
    throw new ValidationError('El precio mínimo no puede ser mayor que el precio', 'minPrice');
  }
  return {
    name: input.name.trim(),
    description: input.description.trim(),
    image,
    benefits: blankToNull(input.benefits),
    price,
    minPrice,
    type: input.type ?? 'other',
  };
}
