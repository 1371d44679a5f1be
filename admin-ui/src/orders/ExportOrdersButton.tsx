import DownloadIcon from '@mui/icons-material/GetApp';
import { useState } from 'react';
import { useDataProvider, useListContext } from 'react-admin';
import { Button } from '../components/LabelledButton';
import { useToast } from '../components/useToast';
import { t } from '../i18n/es';
import type { AdminDataProvider } from '../providers/dataProvider';

/** Every order matching the list's filter, exported by the server as a streamed CSV. */
export function ExportOrdersButton() {
  const { filterValues, total } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await dataProvider.exportOrders(filterValues);
    } catch (error) {
      toast.error(error, t.orders.exportError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="mh.orders.export" onClick={run} disabled={busy || total === 0}>
      <DownloadIcon />
    </Button>
  );
}
