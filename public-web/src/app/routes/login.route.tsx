import { LoginPage } from '../../features/auth/components/login.page';
import { useDocumentTitle } from '../../lib/document-title.hook';

export default function LoginRoute() {
  useDocumentTitle('Iniciar Sesión | Multyhealth');
  return <LoginPage />;
}
