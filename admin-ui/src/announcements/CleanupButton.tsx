import CloseIcon from '@mui/icons-material/Close';
import CleanIcon from '@mui/icons-material/CleaningServices';
import { Box, DialogContentText } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useRefresh } from 'react-admin';
import { useToast } from '../components/useToast';
import { t } from '../i18n/es';
import type { AdminDataProvider } from '../providers/dataProvider';

/** POST /api/admin/cleanup-files; reloads the list when something was cleaned (SPEC.md §7). */
export function CleanupButton() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const cleanup = useMutation({
    mutationFn: () => dataProvider.cleanupFiles(),
    onSuccess: (result) => {
      setOpen(false);
      toast.success(result.message || t.announcements.cleanup);
      if (result.cleanedCount > 0) refresh();
    },
    onError: (e) => {
      setOpen(false);
      toast.error(e, t.announcements.cleanupError);
    },
  });
  return (
    <>
      <Button label="mh.announcements.cleanup" onClick={() => setOpen(true)} disabled={cleanup.isPending}>
        <CleanIcon />
      </Button>
      <Confirm
        CancelIcon={CloseIcon}
        isOpen={open}
        loading={cleanup.isPending}
        title="mh.announcements.cleanupTitle"
        content={
          <>
            <DialogContentText>{t.announcements.cleanupContent}</DialogContentText>
            <Box component="ul" sx={{ pl: 3, mb: 0 }}>
              {t.announcements.cleanupItems.map((item) => <li key={item}><DialogContentText component="span">{item}</DialogContentText></li>)}
            </Box>
          </>
        }
        confirm="mh.announcements.cleanupConfirm"
        confirmColor="primary"
        onConfirm={() => cleanup.mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
