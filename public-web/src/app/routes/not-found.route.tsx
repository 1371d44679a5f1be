import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/document-title.hook';
import './not-found.route.css';

/** The one English screen of the site. */
export default function NotFoundRoute() {
  useDocumentTitle('404 Page Not Found | Multyhealth');
  return (
    <main className="not-found" lang="en">
      <h1>
        <span className="not-found__code">404</span> Page Not Found
      </h1>
      <p className="muted">The page you are looking for does not exist or has been moved.</p>
      <Link to={paths.home} className="btn btn--primary btn--lg">
        Back to Home
      </Link>
    </main>
  );
}
