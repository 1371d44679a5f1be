import ProductIcon from '@mui/icons-material/Inventory2';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./ProductList')),
  edit: lazy(() => import('./ProductEdit')),
  create: lazy(() => import('./ProductCreate')),
  icon: ProductIcon,
  recordRepresentation: 'name',
};
