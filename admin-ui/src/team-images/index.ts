import TeamIcon from '@mui/icons-material/Diversity3';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./TeamImageList')),
  edit: lazy(() => import('./TeamImageEdit')),
  create: lazy(() => import('./TeamImageCreate')),
  icon: TeamIcon,
  recordRepresentation: 'title',
};
