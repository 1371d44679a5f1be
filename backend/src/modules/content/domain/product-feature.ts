import { blankToNull } from './text.js';

export const FEATURE_PRODUCT_TYPES = ['multydrink', 'multytest'] as const;
export type FeatureProductType = (typeof FEATURE_PRODUCT_TYPES)[number];

/** A feature card of the landing page: what a product does, with bullets and (for the drink) its ingredients. */
export interface ProductFeature {
  id: number;
  productType: FeatureProductType;
  title: string;
  description: string;
  benefits: string[];
  ingredients: string[];
  imageUrl: string | null;
  videoUrl: string | null;
  videoTitle: string | null;
  order: number;
  active: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export type ProductFeatureDraft = Omit<ProductFeature, 'id' | 'createdAt' | 'updatedAt'>;

export interface ProductFeatureInput {
  productType: FeatureProductType;
  title: string;
  description: string;
  benefits?: string[];
  ingredients?: string[];
  imageUrl?: string | null;
  videoUrl?: string | null;
  videoTitle?: string | null;
  order?: number;
  active?: boolean;
}

/** Empty benefits and ingredients are dropped; only the drink (multydrink) lists ingredients. */
export function productFeatureDraft(input: ProductFeatureInput): ProductFeatureDraft {
  return {
    productType: input.productType,
    title: input.title.trim(),
    description: input.description.trim(),
    benefits: nonEmpty(input.benefits),
    ingredients: input.productType === 'multydrink' ? nonEmpty(input.ingredients) : [],
    imageUrl: blankToNull(input.imageUrl),
    videoUrl: blankToNull(input.videoUrl),
    videoTitle: blankToNull(input.videoTitle),
    order: input.order ?? 0,
    active: input.active ?? true,
  };
}

function nonEmpty(items: string[] | undefined): string[] {
  return (items ?? []).map((item) => item.trim()).filter(Boolean);
}
