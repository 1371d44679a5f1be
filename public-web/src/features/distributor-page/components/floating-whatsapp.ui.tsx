import { useFloatingVisibility } from '../../../components/ui/floating-visibility.hook';
import { WhatsappIcon } from '../../../components/ui/icons.ui';
import { sellerMessage } from '../../../lib/whatsapp.rules';
import type { PublicPage } from '../api/get-public-page.query';
import { WhatsappLink } from './whatsapp-link.ui';

const AWAY_FROM = ['.dp-hero', '.dp-closing', '.dp-footer'] as const;

/**
 * The floating green 'Más información' chat button (SPEC), shown between the hero and the closing call to action; its
 * accessible name says where it leads.
 */
export function FloatingWhatsapp({ slug, seller }: { slug: string; seller: PublicPage['user'] }) {
  const visible = useFloatingVisibility(AWAY_FROM);
  return (
    <WhatsappLink
      slug={slug}
      phone={seller.whatsapp}
      message={sellerMessage(seller)}
      className={`btn btn--whatsapp btn--lg fab${visible ? ' is-visible' : ''}`}
      hidden={!visible}
      label={`Más información por WhatsApp con ${seller.name.trim().split(/\s+/)[0]}`}
    >
      <WhatsappIcon /> Más información
    </WhatsappLink>
  );
}
