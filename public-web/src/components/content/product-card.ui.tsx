import type { ReactNode } from 'react';
import { benefitList, type Product } from '../../api/get-products.query';
import { paths } from '../../config/paths';
import { CARD_SIZES } from '../../lib/responsive-image';
import { FallbackImage } from '../ui/fallback-image.ui';
import { CheckIcon } from '../ui/icons.ui';

/** A product: picture, name, description, benefits as bullets, and whatever the page adds (price, buttons). */
export function ProductCard({ product, children }: { product: Product; children?: ReactNode }) {
  return (
    <article className="card product-card">
      <FallbackImage
        className="card__media product-card__media"
        src={product.image}
        fallback={paths.images.featurePlaceholder}
        alt={product.name}
        width={800}
        height={800}
        sizes={CARD_SIZES}
      />
      <div className="card__body">
        <h3 className="card__title">{product.name}</h3>
        <p className="muted">{product.description}</p>
        {benefitList(product.benefits).length > 0 && (
          <ul className="check-list">
            {benefitList(product.benefits).map((b) => (
              <li key={b}>
                <CheckIcon />
                {b}
              </li>
            ))}
          </ul>
        )}
        {children}
      </div>
    </article>
  );
}
