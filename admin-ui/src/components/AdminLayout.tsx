import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/AccountCircle';
import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout, LoadingIndicator, TitlePortal, useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { AdminMenu } from './AdminMenu';
import { AppError } from './AppError';
import { DocumentTitle } from './DocumentTitle';
import { SessionExpiredDialog } from './SessionExpiredDialog';

function Brand() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 2 }}>
      <Box
        aria-hidden
        sx={{
          width: 30,
          height: 30,
          borderRadius: '50%',
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 800,
          fontSize: 15,
        }}
      >
        M
      </Box>
      <Typography component="span" sx={{ fontWeight: 800, letterSpacing: -0.2, display: { xs: 'none', sm: 'inline' } }}>
        Multyhealth
      </Typography>
    </Box>
  );
}

/** The admin's name and a visible 'Cerrar Sesión': logout leaves for the public home page. */
function SessionControls() {
  const { identity } = useGetIdentity();
  const logout = useLogout();
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 1 }}>
      <LoadingIndicator />
      <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1 }}>
        <PersonIcon fontSize="small" aria-hidden />
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {identity?.fullName}
        </Typography>
      </Box>
      <Button
        color="inherit"
        startIcon={<LogoutIcon />}
        onClick={() => logout()}
        aria-label={translate('ra.auth.logout')}
        sx={{
          ml: 1,
          border: '1px solid rgba(255,255,255,0.5)',
          minWidth: 0,
          '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } },
        }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {translate('ra.auth.logout')}
        </Box>
      </Button>
    </Box>
  );
}

function AdminAppBar() {
  return (
    <AppBar color="primary" userMenu={false} toolbar={<SessionControls />}>
      <Brand />
      <TitlePortal variant="h6" component="h1" sx={{ fontWeight: 600 }} />
    </AppBar>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout
      appBar={AdminAppBar}
      menu={AdminMenu}
      error={AppError}
      // No 'fit-content' minimum width (react-admin's): a wide table scrolls inside its own box (the users list with
      // many optional columns) instead of widening the whole page.
      sx={{ minWidth: 0, '& .RaLayout-content': { px: { xs: 1, md: 1.5, xl: 3 }, minWidth: 0 } }}
    >
      <DocumentTitle />
      {children}
      <SessionExpiredDialog />
    </Layout>
  );
}
