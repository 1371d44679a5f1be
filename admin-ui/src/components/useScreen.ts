import { useMediaQuery, type Theme } from '@mui/material';

/**
 * phone: below 900 px (lists become SimpleList); roomy: 1400 px and up (a 1440 screen keeps the secondary columns,
 * 1280 drops them); wide: 1536 px and up (room for every column of the users table).
 */
export function useScreen() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const roomy = useMediaQuery('(min-width: 1400px)');
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('xl'));
  return { phone, roomy, wide };
}
