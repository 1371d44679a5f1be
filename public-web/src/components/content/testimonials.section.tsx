import { Section } from './section.ui';
import { useState } from 'react';
import type { Testimonial } from '../../api/get-testimonials.query';
import { PlayIcon } from '../ui/icons.ui';
import { InitialsAvatar } from '../ui/initials-avatar.ui';
import { StarRating } from '../ui/star-rating.ui';
import { LoadFailed } from '../ui/error-boundary.ui';
import { LazyVideoDialog } from '../ui/lazy-video-dialog.ui';
import './testimonials.section.css';
import { youtubeId } from '@multyhealth/rules';

interface TestimonialsProps {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  testimonials: Testimonial[] | undefined;
  isLoading?: boolean;
  /** Set when the list failed to load: offers 'Reintentar' instead of an empty section. */
  onRetry?: () => void;
  soft?: boolean;
}

/** Testimonial cards; a valid YouTube link adds 'Ver video', which opens the video in a modal. */
export function TestimonialsSection({
  id = 'testimonios',
  eyebrow,
  title,
  lead,
  testimonials,
  isLoading = false,
  onRetry,
  soft = false,
}: TestimonialsProps) {
  const [playing, setPlaying] = useState<Testimonial | null>(null);
  return (
    <Section
      id={id}
      soft={soft}
      eyebrow={eyebrow}
      title={title}
      lead={lead}
      after={
        playing && (
          <LazyVideoDialog
            title={`Testimonio de ${playing.name}`}
            videoUrl={playing.videoUrl}
            onClose={() => setPlaying(null)}
          />
        )
      }
    >
      <div className="grid grid--centered">
        {onRetry && !testimonials && <LoadFailed title="No pudimos cargar los testimonios" retry={onRetry} compact />}
        {isLoading && !testimonials
          ? [1, 2, 3].map((n) => <span key={n} className="skeleton" style={{ height: 220 }} />)
          : (testimonials ?? []).map((t) => (
              // The card is the frame; the figure inside it holds the quote, and its caption (its last child, as
              // HTML requires) says who wrote it.
              <div key={t.id} className="card testimonial">
                <figure className="card__body testimonial__body">
                  <StarRating value={t.rating} />
                  <blockquote className="testimonial__quote">“{t.message}”</blockquote>
                  <figcaption className="testimonial__caption">
                    <span className="testimonial__who">
                      <InitialsAvatar name={t.name} photo={t.photo} size={52} />
                      <span>
                        <strong>{t.name}</strong>
                        {t.city && <span className="muted">{t.city}</span>}
                      </span>
                    </span>
                    {youtubeId(t.videoUrl) && (
                      <button
                        type="button"
                        className="btn btn--outline testimonial__video"
                        onClick={() => setPlaying(t)}
                      >
                        <PlayIcon /> Ver video
                      </button>
                    )}
                  </figcaption>
                </figure>
              </div>
            ))}
      </div>
    </Section>
  );
}
