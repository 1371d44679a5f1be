import { useParams } from 'react-router-dom';
import { DistributorPage } from '../../features/distributor-page/components/distributor.page';

export default function DistributorRoute() {
  const { slug = '' } = useParams();
  return <DistributorPage key={slug} slug={slug} />;
}
