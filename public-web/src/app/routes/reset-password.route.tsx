import { ResetPasswordPage } from '../../features/password-reset/components/reset-password.page';
import { useDocumentTitle } from '../../lib/document-title.hook';

export default function ResetPasswordRoute() {
  useDocumentTitle('Elige tu contraseña | Multyhealth');
  return <ResetPasswordPage />;
}
