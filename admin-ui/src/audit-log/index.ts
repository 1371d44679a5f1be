import AuditIcon from '@mui/icons-material/ManageSearch';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./AuditLogList')),
  icon: AuditIcon,
};
