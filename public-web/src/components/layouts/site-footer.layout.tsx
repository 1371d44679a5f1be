import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { CreatorCreditLine } from '../ui/creator-credit.ui';
import { whatsappLink } from '../../lib/whatsapp.rules';
import { useCompanyWhatsapp } from '../../lib/company-whatsapp.context';
import { FacebookIcon, InstagramIcon, YoutubeIcon } from '../ui/icons.ui';
import { Brand, useAnchorNavigation } from './site-nav.layout';
import './site-footer.layout.css';

/** Four columns: brand and social links, products, company, support; then copyright and credit. */
export function SiteFooter({ withFab = false }: { withFab?: boolean }) {
  const company = useCompanyWhatsapp();
  const goToAnchor = useAnchorNavigation();
  const anchor = (id: string, label: string) => (
    <li key={label}>
      <a href={paths.homeAnchor(id)} onClick={goToAnchor(id)}>
        {label}
      </a>
    </li>
  );
  return (
    <footer className={`footer${withFab ? ' page-with-fab' : ''}`}>
      <div className="container footer__grid">
        <div className="footer__brand">
          <Brand />
          <p>
            Bienestar que se comparte: productos Multydrink y Multytest, y una red de distribuidores que crece contigo
            en toda Latinoamérica.
          </p>
          <div className="footer__social">
            <span role="img" aria-label="Facebook (próximamente)">
              <FacebookIcon />
            </span>
            <span role="img" aria-label="Instagram (próximamente)">
              <InstagramIcon />
            </span>
            <span role="img" aria-label="YouTube (próximamente)">
              <YoutubeIcon />
            </span>
          </div>
        </div>
        <div>
          <h2>Productos</h2>
          <ul>
            {anchor('productos', 'Multydrink')}
            {anchor('productos', 'Multytest')}
            {anchor('productos', 'Kits Completos')}
            {anchor('productos', 'Ofertas Especiales')}
          </ul>
        </div>
        <div>
          <h2>Empresa</h2>
          <ul>
            {anchor('caracteristicas', 'Sobre Nosotros')}
            {anchor('equipo', 'Nuestro Equipo')}
            {anchor('testimonios', 'Testimonios')}
            <li>
              <a
                href={whatsappLink(company, 'Hola, quiero comunicarme con Multyhealth.')}
                target="_blank"
                rel="noopener noreferrer"
              >
                Contacto
              </a>
            </li>
          </ul>
        </div>
        <div>
          <h2>Soporte</h2>
          <ul>
            {anchor('faq', 'Centro de Ayuda')}
            {anchor('faq', 'Preguntas Frecuentes')}
            <li>
              <Link to={paths.terms}>Términos y Condiciones</Link>
            </li>
            <li>
              <Link to={paths.privacy}>Política de Privacidad</Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="container footer__bottom">
        <p>© 2024 Multyhealth. Todos los derechos reservados.</p>
        <p>
          <CreatorCreditLine />
        </p>
      </div>
    </footer>
  );
}
