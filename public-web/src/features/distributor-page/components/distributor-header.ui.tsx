import { Link } from 'react-router-dom';
import { Brand } from '../../../components/layouts/site-nav.layout';
import { paths } from '../../../config/paths';

/** Slim header: the brand home link and 'Únete', which credits this distributor as sponsor. */
export function DistributorHeader({ code }: { code?: string }) {
  return (
    <header className="dp-header">
      <div className="container dp-header__bar">
        <Brand />
        <Link to={code ? paths.registerWithRef(code) : paths.register} className="btn btn--outline dp-header__join">
          Únete
        </Link>
      </div>
    </header>
  );
}
