import { DatagridBody, DatagridRow } from 'react-admin';

/** Datagrid rows reachable with Tab and opened with Enter, like a click (react-admin rows are mouse-only). */
export const keyboardRows = (
  <DatagridBody
    row={
      <DatagridRow
        tabIndex={0}
        onKeyDown={(event: React.KeyboardEvent<HTMLTableRowElement>) => {
          if (event.key === 'Enter' && event.target === event.currentTarget) event.currentTarget.click();
        }}
      />
    }
  />
);
