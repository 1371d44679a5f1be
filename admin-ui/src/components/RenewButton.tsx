import RenewIcon from '@mui/icons-material/EventRepeat';
import { formatDate } from '@multyhealth/brand';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ConfirmActionButton } from './ConfirmActionButton';
import { useToast } from './useToast';
import { t } from '../i18n/es';
import type { AdminDataProvider } from '../providers/dataProvider';

/** POST /api/admin/renew-user/{id}: one more year, after a confirmation; 'Renovación exitosa' with the new expiry. */
export function RenewButton({
  label = 'mh.renewals.renew',
  variant = 'text',
}: {
  label?: string;
  variant?: 'text' | 'contained' | 'outlined';
}) {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  const toast = useToast();
  if (!record || record.status === 'pending') return null;
  return (
    <ConfirmActionButton
      label={label}
      variant={variant}
      icon={<RenewIcon />}
      title={translate('mh.renewals.renewTitle', { name: record.name })}
      content="mh.renewals.renewContent"
      confirm="mh.renewals.renew"
      // The expiry shown is the one this renewal extends: a repeat (double click, another administrator) gets 409.
      action={() => dataProvider.renewUser(record.id, record.paymentExpiresAt ?? null)}
      onSuccess={(renewed) => {
        const date = renewed.paymentExpiresAt ? formatDate(renewed.paymentExpiresAt) : t.common.notDefined;
        toast.success(t.renewals.success, translate('mh.renewals.successDetail', { name: renewed.name, date }));
        void queryClient.invalidateQueries({ queryKey: ['admin'] });
        refresh();
      }}
      onError={(e) => {
        toast.error(e, t.renewals.error);
        // Already renewed by someone else: show the expiry as it now is.
        if ((e as { status?: number })?.status === 409) {
          void queryClient.invalidateQueries({ queryKey: ['admin'] });
          refresh();
        }
      }}
      keepOpenOnError
    />
  );
}
