import { Chip } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';

/** Beside the due date: 'Vencida', or the business days left while the request is pending. */
export function DaysLeft({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  if (record.overdue) return <Chip size="small" color="error" label={translate('mh.dataRequests.overdue')} />;
  if (record.status !== 'pendiente') return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={record.businessDaysLeft <= 2 ? 'warning' : 'default'}
      label={translate('mh.dataRequests.businessDaysLeft', { smart_count: record.businessDaysLeft })}
    />
  );
}
