import { Section } from '../../../components/content/section.ui';
import { InitialsAvatar } from '../../../components/ui/initials-avatar.ui';
import { PinIcon } from '../../../components/ui/icons.ui';
import { youtubeEmbedUrl } from '@multyhealth/rules';
import type { PublicSeller } from '../api/get-public-page.query';
import { distributorTitle } from '../distributor-title.rules';
import { placeOf } from './seller-hero.section';

/** 'Perfil del Vendedor' with the seller's presentation video: YouTube, an uploaded file, or 'URL de video no válida'. */
export function SellerProfileSection({ seller }: { seller: PublicSeller }) {
  const url = seller.sellerProfileVideoUrl?.trim();
  return (
    <Section id="perfil" eyebrow="Conóceme" title="Perfil del Vendedor">
      <div className={`dp-profile${url ? ' has-video' : ''}`}>
        <div className="card dp-profile__card">
          <div className="card__body">
            <div className="dp-profile__who">
              <InitialsAvatar name={seller.name} photo={seller.photo} size={72} />
              <div>
                <h3>{seller.name}</h3>
                <p className="muted dp-profile__code">Código: {seller.code}</p>
              </div>
            </div>
            {placeOf(seller) && (
              <p className="dp-hero__place">
                <PinIcon /> {placeOf(seller)}
              </p>
            )}
            <p>
              {seller.personalMessage ||
                `${distributorTitle(seller)} independiente de Multyhealth. Escríbeme y te ayudo a elegir el producto ideal para ti.`}
            </p>
          </div>
        </div>
        {url && <SellerVideo url={url} title={`Video de presentación de ${seller.name}`} />}
      </div>
    </Section>
  );
}

function SellerVideo({ url, title }: { url: string; title: string }) {
  const embed = youtubeEmbedUrl(url);
  if (embed) {
    return (
      <div className="video-frame">
        <iframe
          src={embed}
          title={title}
          loading="lazy"
          allow="encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      </div>
    );
  }
  if (url.startsWith('/uploads/')) {
    return (
      <div className="video-frame">
        {/* Members upload a video file alone: there is no captions file to attach. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <video
          src={url}
          controls
          playsInline
          preload="metadata"
          aria-label={title}
          onError={() => console.warn('No se pudo cargar el video', url)}
        >
          Tu navegador no soporta videos HTML5.
        </video>
      </div>
    );
  }
  return (
    <div className="video-frame dp-video-invalid" role="status">
      <p>URL de video no válida</p>
    </div>
  );
}
