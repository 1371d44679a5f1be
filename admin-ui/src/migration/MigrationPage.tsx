import CloseIcon from '@mui/icons-material/Close';
import StartIcon from '@mui/icons-material/CloudSync';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Title, useDataProvider, useTranslate } from 'react-admin';
import { PageHeader } from '../components/PageHeader';
import { errorMessage, useToast } from '../components/useToast';
import { t } from '../i18n/es';
import type { AdminDataProvider, MigrationResult } from '../providers/dataProvider';

const GROUPS = ['users', 'gallery', 'announcements'] as const;

/** POST /api/admin/migrate-all-images and its success / failed / skipped counts per group. */
export default function MigrationPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const toast = useToast();
  const [confirm, setConfirm] = useState(false);
  const migrate = useMutation<MigrationResult>({
    mutationFn: () => dataProvider.migrateImages(),
    onSuccess: () => toast.success(t.migration.done),
    onError: (e) => toast.error(e, t.migration.errorFallback, t.migration.error),
  });
  const results = migrate.data?.results;
  const availability = useQuery({
    queryKey: ['admin', 'migration-availability'],
    queryFn: () => dataProvider.migrationAvailability(),
  });
  // Unknown (still loading, or the check failed) leaves the button to the server's own refusal.
  const unavailable = availability.data?.available === false;

  return (
    <Box sx={{ pb: 4 }}>
      <Title title={translate('mh.menu.migration')} />
      <PageHeader
        title={translate('mh.migration.title')}
        subtitle={translate('mh.migration.subtitle')}
        actions={
          <Button
            variant="contained"
            startIcon={migrate.isPending ? <CircularProgress size={18} color="inherit" /> : <StartIcon />}
            disabled={migrate.isPending || unavailable || availability.isPending}
            aria-describedby={unavailable ? 'migration-unavailable' : undefined}
            onClick={() => setConfirm(true)}
          >
            {translate(migrate.isPending ? 'mh.migration.running' : 'mh.migration.start')}
          </Button>
        }
      />
      <Confirm
        CancelIcon={CloseIcon}
        isOpen={confirm}
        title="mh.migration.confirmTitle"
        content="mh.migration.confirmContent"
        confirm="mh.migration.start"
        confirmColor="primary"
        onConfirm={() => {
          // A double click on 'Iniciar migración' starts one migration.
          if (!confirm || migrate.isPending) return;
          setConfirm(false);
          migrate.mutate();
        }}
        onClose={() => setConfirm(false)}
      />
      {unavailable && (
        <Alert severity="info" sx={{ mb: 2 }} id="migration-unavailable" data-testid="migration-unavailable">
          <strong>{translate('mh.migration.unavailable')}</strong> · {availability.data?.reason}
        </Alert>
      )}
      {migrate.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          <strong>{translate('mh.migration.error')}</strong> · {errorMessage(migrate.error, t.migration.errorFallback)}
        </Alert>
      )}
      <Card>
        <CardContent>
          <TableContainer>
            <Table
              size="small"
              sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}
              aria-label={translate('mh.migration.title')}
            >
              <TableHead>
                <TableRow>
                  <TableCell>{translate('mh.migration.group')}</TableCell>
                  <TableCell align="right">{translate('mh.migration.success')}</TableCell>
                  <TableCell align="right">{translate('mh.migration.failed')}</TableCell>
                  <TableCell align="right">{translate('mh.migration.skipped')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {GROUPS.map((group) => (
                  <TableRow key={group} data-testid={`migration-${group}`}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                      {translate(`mh.migration.groups.${group}`)}
                    </TableCell>
                    <TableCell align="right" sx={{ color: 'success.main', fontWeight: 700 }}>
                      {results ? (results[group]?.success ?? 0) : '—'}
                    </TableCell>
                    <TableCell
                      align="right"
                      sx={{ color: results?.[group]?.failed ? 'error.main' : undefined, fontWeight: 700 }}
                    >
                      {results ? (results[group]?.failed ?? 0) : '—'}
                    </TableCell>
                    <TableCell align="right">{results ? (results[group]?.skipped ?? 0) : '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {!results && !migrate.isPending && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {translate('mh.migration.confirmContent')}
            </Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
