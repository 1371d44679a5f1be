import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { WhatsappIcon } from '../../../components/ui/icons.ui';
import { JOIN_MESSAGE, whatsappLink } from '../../../lib/whatsapp.rules';
import { useCompanyWhatsapp } from '../../../lib/company-whatsapp.context';

/** The green call to action: chat with the company, or register for a personal page. */
export function JoinCtaSection() {
  const company = useCompanyWhatsapp();
  return (
    <section className="cta" aria-labelledby="cta-title">
      <div className="container cta__inner">
        <h2 id="cta-title">¿Listo para transformar tu futuro?</h2>
        <p>
          Empieza hoy como distribuidor Multyhealth: te acompañamos con capacitación, material de marketing y tu propia
          página para vender por WhatsApp.
        </p>
        <div className="cta__actions">
          <a
            className="btn btn--accent btn--lg"
            href={whatsappLink(company, JOIN_MESSAGE)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <WhatsappIcon /> Quiero Ser Distribuidor
          </a>
          <Link className="btn btn--light btn--lg" to={paths.register}>
            Ya soy Distribuidor y quiero mi Landing
          </Link>
        </div>
      </div>
    </section>
  );
}
