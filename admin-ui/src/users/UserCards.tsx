import { Box, Checkbox, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { RecordContextProvider, useCreatePath, useListContext, useTranslate } from 'react-admin';
import { formatDate } from '@multyhealth/brand';
import { StatusChip } from '../components/StatusChip';
import { UsersBulkToolbar } from './BulkUserActions';
import { PaymentProofChip } from './PaymentProofColumn';

/**
 * Phones and small tablets: one card per member, with a checkbox so the bulk actions ('Seleccionar todo' included)
 * work there as on the table.
 */
export function UserCards({ empty }: { empty: ReactNode }) {
  const { data, isPending, selectedIds, onToggleItem, onSelect } = useListContext();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (isPending) return null;
  if (!data?.length) return <>{empty}</>;
  const pageIds = data.map((r) => r.id);
  const allOnPage = pageIds.every((id) => selectedIds.includes(id));
  const someOnPage = pageIds.some((id) => selectedIds.includes(id));
  return (
    <Box>
      <UsersBulkToolbar />
      <Box sx={{ display: 'flex', alignItems: 'center', px: 1 }}>
        <Checkbox
          checked={allOnPage}
          indeterminate={someOnPage && !allOnPage}
          onChange={() =>
            onSelect(
              allOnPage
                ? selectedIds.filter((id) => !pageIds.includes(id))
                : [...new Set([...selectedIds, ...pageIds])],
            )
          }
          slotProps={{ input: { 'aria-label': translate('mh.users.selectPage') } }}
        />
        <Typography variant="body2" color="text.secondary">
          {translate('mh.users.selectPage')}
        </Typography>
      </Box>
      <List disablePadding data-testid="user-cards">
        {data.map((record) => (
          <RecordContextProvider value={record} key={record.id}>
            <ListItem disablePadding divider sx={{ alignItems: 'stretch' }}>
              <Checkbox
                checked={selectedIds.includes(record.id)}
                onChange={() => onToggleItem(record.id)}
                sx={{ alignSelf: 'center', ml: 0.5 }}
                slotProps={{ input: { 'aria-label': translate('mh.users.selectMember', { name: record.name }) } }}
              />
              <ListItemButton
                component={Link}
                to={createPath({ resource: 'users', id: record.id, type: 'show' })}
                sx={{ minWidth: 0, pl: 0.5 }}
              >
                <ListItemText
                  primary={record.name}
                  secondary={
                    <>
                      <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                        {`${record.code} · ${record.email}`}
                      </Box>
                      {record.createdAt && (
                        <Box component="span" sx={{ display: 'block' }}>
                          {translate('mh.users.registeredOn', { date: formatDate(record.createdAt) })}
                        </Box>
                      )}
                      <Box
                        component="span"
                        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5, alignItems: 'center' }}
                      >
                        <StatusChip status={record.status} />
                        <PaymentProofChip record={record} labelled />
                      </Box>
                    </>
                  }
                  slotProps={{ secondary: { component: 'span' } }}
                />
              </ListItemButton>
            </ListItem>
          </RecordContextProvider>
        ))}
      </List>
    </Box>
  );
}
