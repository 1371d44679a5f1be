import { Section } from './section.ui';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import type { Announcement } from '../../api/get-announcements.query';
import { paths } from '../../config/paths';
import { linkify } from '../../lib/linkify';
import { youtubeEmbedUrl, youtubeId } from '@multyhealth/rules';
import { FallbackImage } from '../ui/fallback-image.ui';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons.ui';
import './announcements-carousel.section.css';

/** Auto-advance every 5000 ms (not on video slides); slide transition 500 ms (in the CSS). */
export const AUTO_ADVANCE_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;
/** The image column: the whole card on a phone, 1.3 / 2.3 of the 1000 px card from 860 px up (the CSS). */
const SLIDE_IMAGE_SIZES = '(max-width: 859.98px) calc(100vw - 32px), 570px';

interface CarouselProps {
  announcements: Announcement[] | undefined;
  isLoading: boolean;
  isError: boolean;
}

/** 'Últimas Noticias': one announcement at a time, previous/next wrap around. */
export function AnnouncementsCarousel({ announcements, isLoading, isError }: CarouselProps) {
  const items = announcements ?? [];
  return (
    <Section id="noticias" eyebrow="Novedades" title="Últimas Noticias">
      {items.length > 0 ? (
        <Slides items={items} />
      ) : (
        <div className="carousel carousel--placeholder" aria-busy={isLoading}>
          {isLoading ? (
            <span className="skeleton carousel__skeleton" />
          ) : (
            <p className="muted">
              {isError ? 'No pudimos cargar las noticias.' : 'Pronto tendremos novedades para ti.'}
            </p>
          )}
        </div>
      )}
    </Section>
  );
}

function isVideo(item: Announcement): boolean {
  return Boolean(item.videoUrl) && item.mediaType !== 'image';
}

function Slides({ items }: { items: Announcement[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = items.length;
  const current = items[index % count];
  const go = useCallback((delta: number) => setIndex((i) => (i + delta + count) % count), [count]);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    if (count < 2 || paused || isVideo(current)) return;
    const timer = window.setTimeout(() => go(1), AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [index, count, paused, current, go]);

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current == null) return;
    const delta = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(delta) >= SWIPE_THRESHOLD_PX) go(delta < 0 ? 1 : -1);
  };

  return (
    <div
      className="carousel"
      role="group"
      aria-roledescription="carrusel"
      aria-label="Noticias, una a la vez"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
    >
      <div className="carousel__viewport">
        {items.map((item, i) => (
          <Slide
            key={item.id}
            item={item}
            active={i === index % count}
            position={`${i + 1} de ${count}`}
            onEnded={() => go(1)}
          />
        ))}
      </div>
      {count > 1 && (
        <div className="carousel__controls">
          <button
            type="button"
            className="btn btn--icon carousel__arrow"
            onClick={() => go(-1)}
            aria-label="Noticia anterior"
          >
            <ChevronLeftIcon />
          </button>
          <div className="carousel__dots">
            {items.map((item, i) => (
              <button
                key={item.id}
                type="button"
                className="carousel__dot"
                aria-label={`Ir a la noticia ${i + 1}`}
                aria-current={i === index % count}
                onClick={() => setIndex(i)}
              >
                <span />
              </button>
            ))}
          </div>
          <button
            type="button"
            className="btn btn--icon carousel__arrow"
            onClick={() => go(1)}
            aria-label="Noticia siguiente"
          >
            <ChevronRightIcon />
          </button>
        </div>
      )}
    </div>
  );
}

function Slide({
  item,
  active,
  position,
  onEnded,
}: {
  item: Announcement;
  active: boolean;
  position: string;
  onEnded: () => void;
}) {
  return (
    <div
      className={`carousel__slide${active ? ' is-active' : ''}`}
      role="group"
      aria-roledescription="noticia"
      aria-label={position}
      aria-hidden={!active}
      inert={!active}
    >
      <div className="carousel__media">
        {isVideo(item) ? (
          <SlideVideo item={item} active={active} onEnded={onEnded} />
        ) : (
          <FallbackImage
            src={item.image}
            fallback={paths.images.galleryFallback}
            alt={item.title}
            sizes={SLIDE_IMAGE_SIZES}
            width={1200}
            height={675}
          />
        )}
      </div>
      <div className="carousel__text">
        <h3>{item.title}</h3>
        <div className="carousel__description">
          {item.description.split(/\r?\n/).map((line, i) => (
            <p key={i}>
              {linkify(line).map((part, j) =>
                part.kind === 'link' ? (
                  <a key={j} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
                    {part.text}
                  </a>
                ) : (
                  part.text
                ),
              )}
            </p>
          ))}
        </div>
      </div>
    </div>
  );
}

/** Videos are muted, play while hovered on the current slide and advance the carousel when they end. */
function SlideVideo({ item, active, onEnded }: { item: Announcement; active: boolean; onEnded: () => void }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (!active) ref.current?.pause();
  }, [active]);
  if (youtubeId(item.videoUrl)) {
    return active ? (
      <iframe
        src={youtubeEmbedUrl(item.videoUrl)!}
        title={item.title}
        loading="lazy"
        allow="encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
      />
    ) : null;
  }
  return (
    <video
      ref={ref}
      src={item.videoUrl ?? undefined}
      poster={item.image ?? undefined}
      muted
      playsInline
      preload="metadata"
      onMouseEnter={() => active && ref.current?.play().catch(() => {})}
      onMouseLeave={() => ref.current?.pause()}
      onEnded={onEnded}
      onError={() => console.warn('No se pudo cargar el video del anuncio', item.videoUrl)}
      controls
    >
      Tu navegador no soporta el elemento de video.
    </video>
  );
}
