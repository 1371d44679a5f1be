import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';

export function BackToLogin() {
  return (
    <Typography sx={{ mt: 3, textAlign: 'center' }}>
      <Link component={RouterLink} to={paths.login} sx={{ fontWeight: 600 }}>
        ← Volver a Iniciar Sesión
      </Link>
    </Typography>
  );
}
