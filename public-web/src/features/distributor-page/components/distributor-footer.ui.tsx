import { Link } from 'react-router-dom';
import { CreatorCreditLine } from '../../../components/ui/creator-credit.ui';
import { paths } from '../../../config/paths';
import type { PublicPage } from '../api/get-public-page.query';
import { distributorTitle } from '../distributor-title.rules';

export function DistributorFooter({ user }: { user: PublicPage['user'] }) {
  return (
    <footer className="dp-footer page-with-fab">
      <div className="container">
        <p>
          {user.name} · {distributorTitle(user)} independiente de <Link to={paths.home}>Multyhealth</Link>
        </p>
        <p className="muted">
          © 2024 Multyhealth · <CreatorCreditLine />
        </p>
      </div>
    </footer>
  );
}
