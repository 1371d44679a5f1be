import { LandingPage } from '../../features/landing/components/landing.page';
import { useDocumentTitle } from '../../lib/document-title.hook';

export default function LandingRoute() {
  useDocumentTitle('Multyhealth | Transforma tu futuro como distribuidor');
  return <LandingPage />;
}
