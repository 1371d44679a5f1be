import { Typography } from '@mui/material';
import { formatNumber } from '@multyhealth/brand';
import { useListContext, useTranslate } from 'react-admin';

/** The largest selection 'Seleccionar todo' takes (one request of ids); said plainly when the filter matches more. */
export const SELECT_ALL_LIMIT = 1000;

/** 'Seleccionados 1.000 de 5.007 (como máximo 1.000 a la vez)': how much of the filter the selection covers. */
export function SelectionCount() {
  const { selectedIds, total } = useListContext();
  const translate = useTranslate();
  if (!selectedIds.length || total == null) return null;
  const capped = selectedIds.length >= SELECT_ALL_LIMIT && total > SELECT_ALL_LIMIT;
  return (
    <Typography
      variant="body2"
      role="status"
      data-testid="selection-count"
      sx={{ mx: 1, fontWeight: 600, color: '#14532D' }}
    >
      {translate('mh.users.bulk.selectedOf', {
        selected: formatNumber(selectedIds.length),
        total: formatNumber(total),
      })}
      {capped && ` ${translate('mh.users.bulk.selectionCap', { limit: formatNumber(SELECT_ALL_LIMIT) })}`}
    </Typography>
  );
}
