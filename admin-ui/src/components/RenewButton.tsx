import RenewIcon from '@mui/icons-material/EventRepeat';
import { formatDate } from '@multyhealth/brand';
import { renewedExpiry } from '@multyhealth/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ConfirmActionButton } from './ConfirmActionButton';
import { useToast } from './useToast';
import { t } from '../i18n/es';
import type { AdminDataProvider } from '../providers/dataProvider';

const isConflict = (e: unknown) => (e as { status?: number })?.status === 409;

/**
 * POST /api/admin/renew-user/{id}: one more year, after a confirmation that shows the current and the new expiry;
 * 'Renovación exitosa' with the new expiry. The request names the expiry shown when the dialog opened, so a renewal
 * decided on an expiry someone else has since moved is refused (409); the dialog then closes, and renewing again
 * takes a fresh decision on the refreshed record.
 */
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
  const [decidedOn, setDecidedOn] = useState<{ expiresAt: string | null } | null>(null);
  if (!record || record.status === 'pending') return null;
  const current: string | null = decidedOn ? decidedOn.expiresAt : (record.paymentExpiresAt ?? null);
  const next = renewedExpiry(current ? new Date(current) : null);
  return (
    <ConfirmActionButton
      label={label}
      variant={variant}
      icon={<RenewIcon />}
      title={translate('mh.renewals.renewTitle', { name: record.name })}
      content={
        <>
          <p style={{ marginTop: 0 }}>{translate('mh.renewals.renewContent')}</p>
          <p data-testid="renew-expiries" style={{ marginBottom: 0 }}>
            {translate('mh.renewals.currentExpiry', { date: current ? formatDate(current) : t.common.notDefined })}
            <br />
            <strong>{translate('mh.renewals.newExpiry', { date: formatDate(next) })}</strong>
          </p>
        </>
      }
      confirm="mh.renewals.renew"
      onOpen={() => {
        setDecidedOn({ expiresAt: record.paymentExpiresAt ?? null });
        // The record on screen may predate another administrator's renewal: decide on the expiry as it is now.
        dataProvider.getOne('users', { id: record.id }).then(
          ({ data }) => setDecidedOn({ expiresAt: data.paymentExpiresAt ?? null }),
          () => undefined,
        );
      }}
      action={() => dataProvider.renewUser(record.id, current)}
      onSuccess={(renewed) => {
        setDecidedOn(null);
        const date = renewed.paymentExpiresAt ? formatDate(renewed.paymentExpiresAt) : t.common.notDefined;
        toast.success(t.renewals.success, translate('mh.renewals.successDetail', { name: renewed.name, date }));
        void queryClient.invalidateQueries({ queryKey: ['admin'] });
        refresh();
      }}
      onError={(e) => {
        toast.error(e, t.renewals.error);
        // Already renewed by someone else: the dialog closes and the record shows the expiry as it now is.
        if (isConflict(e)) {
          setDecidedOn(null);
          void queryClient.invalidateQueries({ queryKey: ['admin'] });
          refresh();
        }
      }}
      keepOpenOnError={(e) => !isConflict(e)}
    />
  );
}
