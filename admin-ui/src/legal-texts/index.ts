import LegalIcon from '@mui/icons-material/Gavel';
import { lazy } from 'react';

/** Términos y Condiciones and Política de Privacidad: two fixed pages, edited only (no create or delete). */
export default {
  list: lazy(() => import('./LegalTextList')),
  edit: lazy(() => import('./LegalTextEdit')),
  icon: LegalIcon,
  recordRepresentation: 'title',
};
