import { useRef, useState } from 'react';
import { useCorporateVideo } from '../../../api/get-corporate-video.query';
import { paths } from '../../../config/paths';
import { youtubeEmbedUrl, youtubeId, youtubeThumbnail } from '@multyhealth/rules';
import { FallbackImage } from '../../../components/ui/fallback-image.ui';
import { PauseIcon, PlayIcon, VolumeOffIcon, VolumeUpIcon } from '../../../components/ui/icons.ui';

/** The company video: YouTube (thumbnail, then player) or an uploaded file (hover plays muted, click toggles). */
export function CorporateVideoSection() {
  const { data } = useCorporateVideo();
  const video = data && data.active !== false ? data : null;
  const title = video?.title || 'Conoce Multyhealth';
  const description = video?.description || 'Bienestar, tecnología y una comunidad que crece contigo.';
  return (
    <section id="video" className="section video-section" aria-labelledby="video-title">
      <div className="container video-section__grid">
        <div className="video-section__text">
          <span className="eyebrow eyebrow--light">Video corporativo</span>
          <h2 className="section-title" id="video-title">
            {title}
          </h2>
          <p className="section-lead">{description}</p>
        </div>
        <div className="video-section__media">
          {video?.videoUrl && youtubeId(video.videoUrl) ? (
            <YoutubeVideo url={video.videoUrl} title={title} poster={video.thumbnailUrl} />
          ) : video?.videoUrl ? (
            <UploadedVideo src={video.videoUrl} poster={video.thumbnailUrl} title={title} />
          ) : (
            <div className="video-frame">
              <FallbackImage
                src={video?.thumbnailUrl}
                fallback={paths.images.hero}
                alt={title}
                width={1200}
                height={800}
              />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

/** Before playing: the admin's thumbnail when there is one, else YouTube's own. */
function YoutubeVideo({ url, title, poster }: { url: string; title: string; poster: string | null }) {
  const [playing, setPlaying] = useState(false);
  const [thumb, setThumb] = useState<'maxres' | 'hq'>('maxres');
  const id = youtubeId(url)!;
  if (playing) {
    return (
      <div className="video-frame">
        <iframe
          src={youtubeEmbedUrl(url, { autoplay: true })!}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <button
      type="button"
      className="video-frame video-thumb"
      onClick={() => setPlaying(true)}
      aria-label={`Reproducir: ${title}`}
    >
      {poster ? (
        <FallbackImage src={poster} fallback={youtubeThumbnail(id, 'hq')} alt="" width={1280} height={720} />
      ) : (
        <img
          src={youtubeThumbnail(id, thumb)}
          alt=""
          loading="lazy"
          onError={() => setThumb('hq')}
          // YouTube answers a missing maxres thumbnail with a 120×90 placeholder instead of an error.
          onLoad={(event) => thumb === 'maxres' && event.currentTarget.naturalWidth < 200 && setThumb('hq')}
        />
      )}
      <span className="video-thumb__play">
        <PlayIcon />
      </span>
      <span className="video-thumb__prompt">Haz clic para reproducir</span>
    </button>
  );
}

/** Hover starts playback, leaving pauses; click toggles; starts muted with a sound toggle; restarts on end while hovered. */
function UploadedVideo({ src, poster, title }: { src: string; poster: string | null; title: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const hovered = useRef(false);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);
  const play = () => ref.current?.play().catch((error) => console.warn('No se pudo reproducir el video', error));
  return (
    <div
      className="video-frame"
      onMouseEnter={() => {
        hovered.current = true;
        void play();
      }}
      onMouseLeave={() => {
        hovered.current = false;
        ref.current?.pause();
      }}
    >
      {/* The administrator uploads a video file alone: there is no captions file to attach. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        ref={ref}
        src={src}
        poster={poster ?? undefined}
        muted={muted}
        playsInline
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          if (!hovered.current || !ref.current) return;
          ref.current.currentTime = 0;
          void play();
        }}
        onError={() => console.warn('No se pudo cargar el video corporativo', src)}
        onClick={() => (ref.current?.paused ? play() : ref.current?.pause())}
        aria-label={title}
      >
        Tu navegador no soporta el elemento de video.
      </video>
      <div className="video-controls">
        <button
          type="button"
          className="btn btn--icon"
          onClick={() => (ref.current?.paused ? play() : ref.current?.pause())}
          aria-label={playing ? 'Pausar video' : 'Reproducir video'}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button
          type="button"
          className="btn btn--icon"
          onClick={() => setMuted(!muted)}
          aria-label={muted ? 'Activar sonido' : 'Silenciar'}
        >
          {muted ? <VolumeOffIcon /> : <VolumeUpIcon />}
        </button>
      </div>
    </div>
  );
}
