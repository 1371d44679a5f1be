import CloseIcon from '@mui/icons-material/Close';
import RenewIcon from '@mui/icons-material/EventRepeat';
import { formatDate } from '@multyhealth/brand';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useToast } from '../components/useToast';
import { t } from '../i18n/es';
import type { AdminDataProvider } from '../providers/dataProvider';

/** POST /api/admin/renew-user/{id}: one more year, after a confirmation; 'Renovación exitosa' with the new expiry. */
export function RenewButton({ label = 'mh.renewals.renew', variant = 'text' }: { label?: string; variant?: 'text' | 'contained' | 'outlined' }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const renew = useMutation({
    mutationFn: () => dataProvider.renewUser(record!.id),
    onSuccess: (renewed) => {
      setOpen(false);
      const date = renewed.paymentExpiresAt ? formatDate(renewed.paymentExpiresAt) : t.common.notDefined;
      toast.success(t.renewals.success, translate('mh.renewals.successDetail', { name: renewed.name, date }));
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      refresh();
    },
    onError: (e) => toast.error(e, t.renewals.error),
  });
  if (!record || record.status === 'pending') return null;
  return (
    <>
      <Button label={label} variant={variant} onClick={(e) => { e.stopPropagation(); setOpen(true); }} disabled={renew.isPending}>
        <RenewIcon />
      </Button>
      <Confirm
        CancelIcon={CloseIcon}
        isOpen={open}
        loading={renew.isPending}
        title={translate('mh.renewals.renewTitle', { name: record.name })}
        content="mh.renewals.renewContent"
        confirm="mh.renewals.renew"
        confirmColor="primary"
        onConfirm={() => renew.mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
