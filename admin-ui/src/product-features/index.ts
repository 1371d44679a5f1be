import FeatureIcon from '@mui/icons-material/AutoAwesome';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./FeatureList')),
  edit: lazy(() => import('./FeatureEdit')),
  create: lazy(() => import('./FeatureCreate')),
  icon: FeatureIcon,
  recordRepresentation: 'title',
};
