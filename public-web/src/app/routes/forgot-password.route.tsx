import { ForgotPasswordPage } from '../../features/password-reset/components/forgot-password.page';
import { useDocumentTitle } from '../../lib/document-title.hook';

export default function ForgotPasswordRoute() {
  useDocumentTitle('Recuperar contraseña | Multyhealth');
  return <ForgotPasswordPage />;
}
