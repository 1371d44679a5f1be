import { Section } from '../../../components/content/section.ui';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ChatIcon, ShieldIcon, TruckIcon, WhatsappIcon } from '../../../components/ui/icons.ui';
import { sellerMessage } from '../../../lib/whatsapp.rules';
import type { PublicSeller } from '../api/get-public-page.query';
import { WhatsappLink } from './whatsapp-link.ui';

const BENEFITS = [
  { icon: ShieldIcon, title: 'Resultados garantizados', text: 'Productos de calidad que cumplen lo que prometen.' },
  { icon: ChatIcon, title: 'Asesoría personalizada', text: 'Te acompaño para elegir lo que mejor se adapta a ti.' },
  { icon: TruckIcon, title: 'Envío rápido', text: 'Recibe tu pedido en poco tiempo, donde estés.' },
];

export function ClosingCtaSection({ slug, seller }: { slug: string; seller: PublicSeller }) {
  const firstName = seller.name.split(/\s+/)[0];
  return (
    <Section
      titleId="closing-title"
      className="dp-closing"
      title="¿Listo para empezar tu cambio?"
      lead="Escríbeme y resolvemos tus dudas hoy mismo."
    >
      <div className="grid grid--3 dp-benefits">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <div key={title} className="card dp-benefit">
            <div className="card__body">
              <span className="dp-benefit__icon">
                <Icon />
              </span>
              <h3>{title}</h3>
              <p className="muted">{text}</p>
            </div>
          </div>
        ))}
      </div>
      <div className="dp-closing__actions">
        <WhatsappLink
          slug={slug}
          phone={seller.whatsapp}
          message={sellerMessage(seller)}
          className="btn btn--whatsapp btn--lg"
        >
          <WhatsappIcon /> Hablar con {firstName} por WhatsApp
        </WhatsappLink>
        <Link to={paths.registerWithRef(seller.code)} className="btn btn--outline btn--lg">
          Únete a mi equipo
        </Link>
      </div>
    </Section>
  );
}
