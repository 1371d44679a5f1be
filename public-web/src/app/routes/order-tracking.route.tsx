import { useParams, useSearchParams } from 'react-router-dom';
import { OrderTrackingPage } from '../../features/order-tracking/components/order-tracking.page';

export default function OrderTrackingRoute() {
  const { reference = '' } = useParams();
  const token = useSearchParams()[0].get('t') ?? '';
  return <OrderTrackingPage reference={reference} token={token} />;
}
