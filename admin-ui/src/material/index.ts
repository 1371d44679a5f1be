import MaterialIcon from '@mui/icons-material/PermMedia';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./MaterialList')),
  edit: lazy(() => import('./MaterialEdit')),
  create: lazy(() => import('./MaterialCreate')),
  icon: MaterialIcon,
  recordRepresentation: 'title',
};
