import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

export function StatusChip({ status }: { status: string }) {
  const translate = useTranslate();
  const approved = status === 'approved';
  return (
    <Chip
      size="small"
      label={translate(approved ? 'mh.users.status.approved' : 'mh.users.status.pending')}
      color={approved ? 'success' : 'warning'}
      variant={approved ? 'filled' : 'outlined'}
    />
  );
}

export function ActiveChip({ active }: { active: boolean }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={translate(active ? 'mh.common.active' : 'mh.common.inactive')}
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
    />
  );
}
