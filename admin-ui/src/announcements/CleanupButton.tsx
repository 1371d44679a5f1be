import CleanIcon from '@mui/icons-material/CleaningServices';
import { Box, DialogContentText } from '@mui/material';
import { useDataProvider, useRefresh } from 'react-admin';
import { ConfirmActionButton } from '../components/ConfirmActionButton';
import { useToast } from '../components/useToast';
import { t } from '../i18n/es';
import type { AdminDataProvider } from '../providers/dataProvider';

/** POST /api/admin/cleanup-files; reloads the list when something was cleaned. */
export function CleanupButton() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  return (
    <ConfirmActionButton
      label="mh.announcements.cleanup"
      icon={<CleanIcon />}
      title="mh.announcements.cleanupTitle"
      content={
        <>
          <DialogContentText>{t.announcements.cleanupContent}</DialogContentText>
          <Box component="ul" sx={{ pl: 3, mb: 0 }}>
            {t.announcements.cleanupItems.map((item) => (
              <li key={item}>
                <DialogContentText component="span">{item}</DialogContentText>
              </li>
            ))}
          </Box>
        </>
      }
      confirm="mh.announcements.cleanupConfirm"
      action={() => dataProvider.cleanupFiles()}
      onSuccess={(result) => {
        toast.success(result.message || t.announcements.cleanup);
        if (result.cleanedCount > 0) refresh();
      }}
      onError={(e) => toast.error(e, t.announcements.cleanupError)}
    />
  );
}
