import { Section } from '../../../components/content/section.ui';
import { useState } from 'react';
import { useProductFeatures, type ProductFeature } from '../../../api/get-product-features.query';
import { paths } from '../../../config/paths';
import { LoadFailed } from '../../../components/ui/error-boundary.ui';
import { FallbackImage } from '../../../components/ui/fallback-image.ui';
import { CheckIcon, PlayIcon } from '../../../components/ui/icons.ui';
import { LazyVideoDialog } from '../../../components/ui/lazy-video-dialog.ui';
import { youtubeId } from '@multyhealth/rules';

/** A feature card shows at most 3 benefits and 4 ingredients. */
export const MAX_BENEFITS = 3;
export const MAX_INGREDIENTS = 4;

export function ProductFeaturesSection() {
  const { data, isLoading, isError, refetch } = useProductFeatures();
  const [playing, setPlaying] = useState<ProductFeature | null>(null);
  const features = [...(data ?? [])].filter((f) => f.active !== false).sort((a, b) => a.order - b.order);
  return (
    <Section
      id="caracteristicas"
      eyebrow="Características"
      title="Bienestar con respaldo, en cada producto"
      lead="Dos productos que se complementan: energía diaria y conocimiento de tu cuerpo."
      after={
        playing && (
          <LazyVideoDialog
            title={playing.videoTitle || playing.title}
            videoUrl={playing.videoUrl}
            onClose={() => setPlaying(null)}
          />
        )
      }
    >
      <div className="features">
        {isError && !data && (
          <LoadFailed title="No pudimos cargar las características" retry={() => refetch()} compact />
        )}
        {isLoading && [1, 2].map((n) => <span key={n} className="skeleton" style={{ height: 320 }} />)}
        {features.map((feature) => {
          const benefits = (feature.benefits ?? []).filter(Boolean).slice(0, MAX_BENEFITS);
          const ingredients =
            feature.productType === 'multydrink'
              ? (feature.ingredients ?? []).filter(Boolean).slice(0, MAX_INGREDIENTS)
              : [];
          return (
            <article key={feature.id} className="feature">
              <FallbackImage
                className="feature__image"
                src={feature.imageUrl}
                fallback={paths.images.featurePlaceholder}
                alt={feature.title}
                width={800}
                height={600}
              />
              <div className="feature__text">
                <span className="chip">{feature.productType === 'multytest' ? 'Multytest' : 'Multydrink'}</span>
                <h3>{feature.title}</h3>
                <p className="muted">{feature.description}</p>
                {benefits.length > 0 && (
                  <ul className="check-list">
                    {benefits.map((b) => (
                      <li key={b}>
                        <CheckIcon />
                        {b}
                      </li>
                    ))}
                  </ul>
                )}
                {ingredients.length > 0 && (
                  <div>
                    <p className="feature__label">Ingredientes clave</p>
                    <ul className="feature__ingredients">
                      {ingredients.map((i) => (
                        <li key={i} className="chip chip--yellow">
                          {i}
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
                {youtubeId(feature.videoUrl) && (
                  <button type="button" className="btn btn--outline" onClick={() => setPlaying(feature)}>
                    <PlayIcon /> {feature.videoTitle || 'Ver video'}
                  </button>
                )}
              </div>
            </article>
          );
        })}
      </div>
    </Section>
  );
}
