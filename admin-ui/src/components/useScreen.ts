import { useMediaQuery, type Theme } from '@mui/material';

/** phone: below 900 px (lists become SimpleList); wide: 1536 px and up (room for every column). */
export function useScreen() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('xl'));
  return { phone, wide };
}
