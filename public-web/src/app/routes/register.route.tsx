import { RegisterPage } from '../../features/registration/components/register.page';
import { useDocumentTitle } from '../../lib/document-title.hook';

export default function RegisterRoute() {
  useDocumentTitle('Regístrate como distribuidor | Multyhealth');
  return <RegisterPage />;
}
