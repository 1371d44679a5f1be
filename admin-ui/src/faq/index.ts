import FaqIcon from '@mui/icons-material/QuestionAnswer';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./FaqList')),
  edit: lazy(() => import('./FaqEdit')),
  create: lazy(() => import('./FaqCreate')),
  icon: FaqIcon,
  recordRepresentation: 'question',
};
