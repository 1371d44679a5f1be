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

export function ActiveChip({ active, feminine = false }: { active: boolean; feminine?: boolean }) {
  const translate = useTranslate();
  const key = feminine
    ? active
      ? 'mh.common.activeF'
      : 'mh.common.inactiveF'
    : active
      ? 'mh.common.active'
      : 'mh.common.inactive';
  return (
    <Chip
      size="small"
      label={translate(key)}
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
    />
  );
}
