import { Box, Tab, Tabs, Typography } from '@mui/material';
import {
  CreateButton,
  DeleteButton,
  EditButton,
  DataTable,
  SearchInput,
  List,
  TopToolbar,
  useListContext,
  useTranslate,
  type ListProps,
  type SortPayload,
} from 'react-admin';
import type { ReactNode } from 'react';
import { AdminDataTable } from './AdminDataTable';
import { ListLoadError } from './LoadError';
import { useScreen } from './useScreen';
import { DeleteConfirmButton } from './DeleteConfirmButton';

export const searchFilters = [<SearchInput key="q" source="q" alwaysOn />];

export function CreateActions({ children }: { children?: ReactNode }) {
  return (
    <TopToolbar>
      {children}
      <CreateButton variant="contained" />
    </TopToolbar>
  );
}

/** A content resource's list: search, a create button, no export, the load-error panel (each may be replaced). */
export function ContentList(props: ListProps) {
  return (
    <List filters={searchFilters} actions={<CreateActions />} exporter={false} error={<ListLoadError />} {...props} />
  );
}

/** On a phone the given simple list; elsewhere a table of the given columns whose rows open the edit form. */
export function PhoneOrTable({ phone, children }: { phone: ReactNode; children: ReactNode }) {
  const screen = useScreen();
  if (screen.phone) return phone;
  return (
    <AdminDataTable rowClick="edit" bulkActionButtons={false}>
      {children}
    </AdminDataTable>
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
          // Apart enough that 'Editar' and 'Eliminar' read as two buttons, not one.
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1.5,
            justifyContent: 'flex-end',
            '& .MuiButton-root': { whiteSpace: 'nowrap' },
          }}
          onClick={(e) => e.stopPropagation()}
        >
          <EditButton />
          {confirmDelete ? <DeleteConfirmButton content={deleteContent} /> : <DeleteButton mutationMode="undoable" />}
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

/** A column of long text, not sortable, each cell cut to a few lines. */
export function ClampCol({ source, maxWidth }: { source: string; maxWidth?: number }) {
  return <DataTable.Col source={source} disableSort render={(r) => <Clamp text={r[source]} maxWidth={maxWidth} />} />;
}

export function EmptyList({ message }: { message?: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
      <Typography>{message ?? translate('ra.navigation.no_results', { name: '' })}</Typography>
    </Box>
  );
}

interface FilterTab {
  value: string;
  /** Translation key of the tab. */
  label: string;
  sort: SortPayload;
}

/**
 * Two tabs over a list: `filtered` adds `filter` to the list's filters, `unfiltered` drops it; each tab brings its
 * own sort. The tabs come in the order given.
 */
export function FilterTabs({
  filter,
  filtered,
  unfiltered,
  filteredFirst,
  label,
}: {
  filter: [key: string, value: unknown];
  filtered: FilterTab;
  unfiltered: FilterTab;
  filteredFirst?: boolean;
  label: string;
}) {
  const { filterValues, setFilters, displayedFilters, setSort } = useListContext();
  const translate = useTranslate();
  const [key, on] = filter;
  const tabs = filteredFirst ? [filtered, unfiltered] : [unfiltered, filtered];
  return (
    <Tabs
      value={filterValues[key] === on ? filtered.value : unfiltered.value}
      onChange={(_, next: string) => {
        const { [key]: _dropped, ...rest } = filterValues;
        setSort(next === filtered.value ? filtered.sort : unfiltered.sort);
        // A tab is one deliberate click: applied at once, not debounced like typing (a pending debounced change
        // could be overtaken by the sort change above and the tab would spring back).
        setFilters(next === filtered.value ? { ...rest, [key]: on } : rest, displayedFilters, false);
      }}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      aria-label={label}
    >
      {tabs.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={translate(tab.label)} />
      ))}
    </Tabs>
  );
}
