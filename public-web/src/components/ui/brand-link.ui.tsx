import Box from '@mui/material/Box';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LeafLogo } from './icons.ui';

/** The leaf and the name, linking home; `small` for the slim bar above a form on phones. */
export function BrandLink({ color = 'text.primary', small = false }: { color?: string; small?: boolean }) {
  return (
    <Box
      component={Link}
      to={paths.home}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: small ? 1 : 1.25,
        color,
        textDecoration: 'none',
        fontWeight: 800,
        fontSize: small ? '1.125rem' : '1.25rem',
        minHeight: 44,
      }}
    >
      <LeafLogo /> Multyhealth
    </Box>
  );
}
