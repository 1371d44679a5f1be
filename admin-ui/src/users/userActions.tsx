import OpenIcon from '@mui/icons-material/OpenInNew';
import RejectIcon from '@mui/icons-material/PersonOff';
import { useDataProvider, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { Button } from '../components/LabelledButton';
import { ConfirmActionButton } from '../components/ConfirmActionButton';
import { useToast } from '../components/useToast';
import { t } from '../i18n/es';
import { remainingDays } from '../lib/countdown';
import type { AdminDataProvider } from '../providers/dataProvider';

/** Reject a pending registration: it is removed and the applicant gets an e-mail. */
export function RejectButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  if (!record || record.status !== 'pending') return null;
  return (
    <ConfirmActionButton
      label="mh.users.reject"
      color="warning"
      icon={<RejectIcon />}
      title={translate('mh.users.rejectTitle', { name: record.name })}
      content="mh.users.rejectContent"
      confirm="mh.users.rejectConfirm"
      confirmColor="warning"
      action={() => dataProvider.rejectUser(record.id)}
      onSuccess={() => {
        toast.success(t.users.rejected, record.email);
        refresh();
      }}
      onError={(e) => toast.error(e, t.users.rejectError)}
      keepOpenOnError
    />
  );
}

/** Approved members: their public page /u/{slug} in a new tab. */
export function ViewPageButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  // An expired member's page is not public: the link would only show 'not found'.
  if (
    !record ||
    record.status !== 'approved' ||
    !((remainingDays(record as { paymentExpiresAt?: string | null }) ?? 0) > 0)
  )
    return null;
  return (
    <Button
      label="mh.users.viewPage"
      href={`/u/${encodeURIComponent(record.slug)}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${translate('mh.users.viewPage')}: ${record.name}`}
      onClick={(e: React.MouseEvent) => e.stopPropagation()}
    >
      <OpenIcon />
    </Button>
  );
}
