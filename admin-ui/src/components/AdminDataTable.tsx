import { forwardRef, type KeyboardEvent } from 'react';
import { DataTable, DataTableBody, DataTableRow, type DataTableProps, type RaRecord } from 'react-admin';
import { LabelledRowCheckboxes } from './LabelledRowCheckboxes';

/** A row reachable with Tab and opened with Enter, like a click (react-admin rows are mouse-only). */
const KeyboardRow = forwardRef<HTMLTableRowElement, Parameters<typeof DataTableRow>[0]>((props, ref) => (
  <DataTableRow
    ref={ref}
    tabIndex={0}
    onKeyDown={(event: KeyboardEvent<HTMLTableRowElement>) => {
      if (event.key === 'Enter' && event.target === event.currentTarget) event.currentTarget.click();
    }}
    {...props}
  />
));
KeyboardRow.displayName = 'KeyboardRow';

const KeyboardBody = forwardRef<HTMLTableSectionElement, Parameters<typeof DataTableBody>[0]>((props, ref) => (
  <DataTableBody ref={ref} row={KeyboardRow} {...props} />
));
KeyboardBody.displayName = 'KeyboardBody';

/** Every console list: react-admin's DataTable with keyboard rows and row checkboxes labelled on their input. */
export function AdminDataTable<RecordType extends RaRecord = RaRecord>(props: DataTableProps<RecordType>) {
  return (
    <LabelledRowCheckboxes>
      <DataTable body={KeyboardBody} {...props} />
    </LabelledRowCheckboxes>
  );
}
