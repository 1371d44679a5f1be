import DataRequestIcon from '@mui/icons-material/PrivacyTip';
import { lazy } from 'react';

/** Consultas, reclamos and supresiones under Ley 1581: listed with their due dates and answered once (no create or delete). */
export default {
  list: lazy(() => import('./DataRequestList')),
  edit: lazy(() => import('./DataRequestEdit')),
  icon: DataRequestIcon,
  recordRepresentation: (record: { id: number; name: string }) => `N.º ${record.id} · ${record.name}`,
};
