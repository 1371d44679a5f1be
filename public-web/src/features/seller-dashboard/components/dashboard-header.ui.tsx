import Logout from '@mui/icons-material/Logout';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { LeafLogo } from '../../../components/ui/icons.ui';
import { paths } from '../../../config/paths';
import { firstName } from '../../../lib/first-name';

/** The dashboard's header: the logo home, the greeting, 'Ver mi página' and 'Cerrar Sesión'. */
export function DashboardHeader({ name, slug, onLogout }: { name: string; slug?: string; onLogout: () => void }) {
  return (
    <Box component="header" sx={{ bgcolor: '#fff', borderBottom: '1px solid #E5E7EB' }}>
      <Container
        maxWidth="lg"
        sx={{ py: { xs: 2, sm: 2.5 }, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
      >
        <Box
          component={RouterLink}
          to={paths.home}
          aria-label="Multyhealth, ir al inicio"
          sx={{ display: 'inline-flex', minWidth: 44, minHeight: 44, alignItems: 'center' }}
        >
          <LeafLogo width={40} height={40} />
        </Box>
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.375rem', sm: '1.75rem' } }}>
            Mi Panel de Control
          </Typography>
          <Typography color="text.secondary" noWrap>
            Hola, {firstName(name)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', width: { xs: '100%', sm: 'auto' } }}>
          {slug && (
            <Button
              variant="contained"
              href={paths.distributor(slug)}
              target="_blank"
              rel="noopener"
              endIcon={<OpenInNew />}
              sx={{ flex: { xs: 1, sm: 'none' } }}
            >
              Ver mi página
            </Button>
          )}
          <Button variant="outlined" startIcon={<Logout />} sx={{ flex: { xs: 1, sm: 'none' } }} onClick={onLogout}>
            Cerrar Sesión
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
