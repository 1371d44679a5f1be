import { Section } from '../../../components/content/section.ui';
import { paths } from '../../../config/paths';
import { FallbackImage } from '../../../components/ui/fallback-image.ui';
import { CENTERED_CARD_SIZES } from '../../../lib/responsive-image';
import type { PublicPage } from '../api/get-public-page.query';

export function SellerGallerySection({ images }: { images: PublicPage['galleryImages'] }) {
  return (
    <Section id="galeria" soft eyebrow="Galería" title="Mi Galería">
      <div className="grid grid--centered">
        {images.map((image) => (
          <figure key={image.id} className="card dp-gallery__item">
            <FallbackImage
              className="card__media"
              src={image.imageUrl}
              fallback={paths.images.galleryFallback}
              alt={image.title || 'Imagen de la galería'}
              width={800}
              height={600}
              sizes={CENTERED_CARD_SIZES}
            />
            {(image.title || image.description) && (
              <figcaption className="card__body">
                {image.title && <strong>{image.title}</strong>}
                {image.description && <span className="muted">{image.description}</span>}
              </figcaption>
            )}
          </figure>
        ))}
      </div>
    </Section>
  );
}
