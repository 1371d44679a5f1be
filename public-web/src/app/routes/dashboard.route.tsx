import { DashboardPage } from '../../features/seller-dashboard/components/dashboard.page';
import { useDocumentTitle } from '../../lib/document-title.hook';

export default function DashboardRoute() {
  useDocumentTitle('Mi Panel de Control | Multyhealth');
  return <DashboardPage />;
}
