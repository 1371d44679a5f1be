import DownloadIcon from '@mui/icons-material/GetApp';
import { useState } from 'react';
import { useDataProvider, useListContext } from 'react-admin';
import { Button } from './LabelledButton';
import type { AdminDataProvider } from '../providers/dataProvider';
import { useToast } from './useToast';

interface ExportCsvButtonProps {
  /** Translation key of the button's text. */
  label: string;
  /** The downloaded file's name, without `.csv`. */
  fileName: string;
  /** The toast's text when the server refuses or cannot be reached. */
  errorMessage: string;
}

/**
 * The list's server CSV (`GET /api/admin/{resource}/export`): every row matching the current filter and sort,
 * streamed by the server, not only the rows loaded on screen.
 */
export function ExportCsvButton({ label, fileName, errorMessage }: ExportCsvButtonProps) {
  const { resource, filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await dataProvider.exportCsv(resource, filterValues, sort, fileName);
    } catch (error) {
      toast.error(error, errorMessage);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label={label} onClick={run} disabled={busy || total === 0}>
      <DownloadIcon />
    </Button>
  );
}
