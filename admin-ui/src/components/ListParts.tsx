import { Box, Typography } from '@mui/material';
import {
  CreateButton,
  DeleteButton,
  DeleteWithConfirmButton,
  EditButton,
  DataTable,
  SearchInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import type { ReactNode } from 'react';

export const searchFilters = [<SearchInput key="q" source="q" alwaysOn />];

export function CreateActions({ children }: { children?: ReactNode }) {
  return (
    <TopToolbar>
      {children}
      <CreateButton variant="contained" />
    </TopToolbar>
  );
}

/** Edit and delete of a row, as the table's last column; a confirmation only where deleting cannot be undone. */
export function RowActions({ confirmDelete, deleteContent }: { confirmDelete?: boolean; deleteContent?: string }) {
  return (
    <DataTable.Col
      label="mh.common.actions"
      align="right"
      disableSort
      render={() => (
        <Box
          sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
          onClick={(e) => e.stopPropagation()}
        >
          <EditButton />
          {confirmDelete ? (
            <DeleteWithConfirmButton mutationMode="pessimistic" confirmContent={deleteContent} />
          ) : (
            <DeleteButton mutationMode="undoable" />
          )}
        </Box>
      )}
    />
  );
}

/** Long text cut to a few lines in a table cell. */
export function Clamp({
  text,
  lines = 2,
  maxWidth = 360,
}: {
  text?: string | null;
  lines?: number;
  maxWidth?: number;
}) {
  return (
    <Typography
      variant="body2"
      sx={{
        maxWidth,
        display: '-webkit-box',
        WebkitLineClamp: lines,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        whiteSpace: 'pre-line',
      }}
    >
      {text}
    </Typography>
  );
}

export function EmptyList({ message }: { message?: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
      <Typography>{message ?? translate('ra.navigation.no_results', { name: '' })}</Typography>
    </Box>
  );
}
