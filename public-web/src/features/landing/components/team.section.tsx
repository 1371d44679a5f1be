import { Section } from '../../../components/content/section.ui';
import { useTeamImages } from '../../../api/get-team-images.query';
import { paths } from '../../../config/paths';
import { LoadFailed } from '../../../components/ui/error-boundary.ui';
import { FallbackImage } from '../../../components/ui/fallback-image.ui';

export function TeamSection() {
  const { data, isLoading, isError, refetch } = useTeamImages();
  const images = [...(data ?? [])].sort((a, b) => a.order - b.order);
  if (!isLoading && !isError && images.length === 0) return null;
  return (
    <Section
      id="equipo"
      eyebrow="Equipo"
      title="Nuestro Equipo"
      lead="Personas reales que crecen juntas: convenciones, capacitaciones y reconocimientos."
    >
      <div className="grid grid--3">
        {isError && !data && (
          <LoadFailed title="No pudimos cargar las fotos del equipo" retry={() => refetch()} compact />
        )}
        {isLoading && [1, 2, 3].map((n) => <span key={n} className="skeleton" style={{ aspectRatio: '4 / 3' }} />)}
        {images.map((image) => (
          <figure key={image.id} className="team-card">
            <FallbackImage
              src={image.imageUrl}
              fallback={paths.images.galleryFallback}
              alt={image.title ?? 'Equipo Multyhealth'}
              width={800}
              height={600}
              sizes="(max-width: 767.98px) calc(100vw - 32px), 33vw"
            />
            {(image.title || image.description) && (
              <figcaption>
                {image.title && <strong>{image.title}</strong>}
                {image.description && <span>{image.description}</span>}
              </figcaption>
            )}
          </figure>
        ))}
      </div>
    </Section>
  );
}
