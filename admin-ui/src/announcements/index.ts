import AnnouncementIcon from '@mui/icons-material/Campaign';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./AnnouncementList')),
  edit: lazy(() => import('./AnnouncementEdit')),
  create: lazy(() => import('./AnnouncementCreate')),
  icon: AnnouncementIcon,
  recordRepresentation: 'title',
};
