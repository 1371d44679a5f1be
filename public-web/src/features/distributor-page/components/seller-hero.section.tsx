import { paths } from '../../../config/paths';
import { ContactIcon, PinIcon, WhatsappIcon } from '../../../components/ui/icons.ui';
import { InitialsAvatar } from '../../../components/ui/initials-avatar.ui';
import { sellerMessage } from '../../../lib/whatsapp.rules';
import type { PublicSeller } from '../api/get-public-page.query';
import { distributorTitle } from '../distributor-title.rules';
import { SocialLinksList } from './social-links.ui';
import { WhatsappLink } from './whatsapp-link.ui';

export function placeOf(seller: Pick<PublicSeller, 'city' | 'country'>): string {
  return [seller.city, seller.country].filter(Boolean).join(', ');
}

export function SellerHeroSection({ slug, seller }: { slug: string; seller: PublicSeller }) {
  return (
    <section className="dp-hero" aria-labelledby="seller-name">
      <div className="container dp-hero__inner">
        <InitialsAvatar name={seller.name} photo={seller.photo} size={128} priority className="dp-hero__avatar" />
        <div className="dp-hero__text">
          <span className="chip">{distributorTitle(seller)} Multyhealth</span>
          <h1 id="seller-name">{seller.name}</h1>
          {placeOf(seller) && (
            <p className="dp-hero__place">
              <PinIcon /> {placeOf(seller)}
            </p>
          )}
          {seller.personalMessage && <p className="dp-hero__message">{seller.personalMessage}</p>}
          <div className="dp-hero__actions">
            <WhatsappLink
              slug={slug}
              phone={seller.whatsapp}
              message={sellerMessage(seller)}
              className="btn btn--whatsapp btn--lg"
            >
              <WhatsappIcon /> Escríbeme por WhatsApp
            </WhatsappLink>
            <a className="btn btn--outline btn--lg" href={paths.api.vcard(slug)} download={`${seller.code}.vcf`}>
              <ContactIcon /> Guardar contacto
            </a>
          </div>
          <SocialLinksList slug={slug} name={seller.name} links={seller.socialLinks} />
        </div>
      </div>
    </section>
  );
}
