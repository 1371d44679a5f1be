import OrdersIcon from '@mui/icons-material/ShoppingBag';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./OrderList')),
  icon: OrdersIcon,
  recordRepresentation: 'reference',
};
