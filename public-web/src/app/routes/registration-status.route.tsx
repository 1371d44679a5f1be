import { useParams } from 'react-router-dom';
import { RegistrationStatusPage } from '../../features/registration-status/components/registration-status.page';
import { useDocumentTitle } from '../../lib/document-title.hook';

export default function RegistrationStatusRoute() {
  useDocumentTitle('Mi registro | Multyhealth');
  const { token = '' } = useParams();
  return <RegistrationStatusPage token={token} />;
}
