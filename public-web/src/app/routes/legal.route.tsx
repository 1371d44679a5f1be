import { useLocation } from 'react-router-dom';
import { LegalPage } from '../../features/legal/components/legal.page';
import { paths } from '../../config/paths';

export default function LegalRoute() {
  const { pathname } = useLocation();
  return <LegalPage kind={pathname.startsWith(paths.privacy) ? 'privacidad' : 'terminos'} />;
}
