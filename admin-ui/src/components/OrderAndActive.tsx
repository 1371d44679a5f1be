import { Box } from '@mui/material';
import { BooleanInput, NumberInput } from 'react-admin';

/** The last row of an ordered content form: its place in the list and whether the public site shows it. */
export function OrderAndActive({ activeSource = 'active' }: { activeSource?: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
      <NumberInput source="order" sx={{ maxWidth: 160 }} />
      <BooleanInput source={activeSource} />
    </Box>
  );
}
