import DownloadIcon from '@mui/icons-material/GetApp';
import { useState } from 'react';
import { useDataProvider, useListContext } from 'react-admin';
import { Button } from '../components/LabelledButton';
import { useToast } from '../components/useToast';
import { t } from '../i18n/es';
import type { AdminDataProvider } from '../providers/dataProvider';

/** Every user matching the list's current filter and sort, exported by the server (not only the rows loaded here). */
export function ExportUsersButton() {
  const { filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await dataProvider.exportUsers(filterValues, sort);
    } catch (error) {
      toast.error(error, t.users.exportError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="mh.users.export" onClick={run} disabled={busy || total === 0}>
      <DownloadIcon />
    </Button>
  );
}
