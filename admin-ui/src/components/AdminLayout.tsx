import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal } from 'react-admin';
import { AdminMenu } from './AdminMenu';

function Brand() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 2 }}>
      <Box
        aria-hidden
        sx={{ width: 30, height: 30, borderRadius: '50%', bgcolor: 'secondary.main', color: 'secondary.contrastText', display: 'grid', placeItems: 'center', fontWeight: 800, fontSize: 15 }}
      >
        M
      </Box>
      <Typography component="span" sx={{ fontWeight: 800, letterSpacing: -0.2, display: { xs: 'none', sm: 'inline' } }}>
        Multyhealth
      </Typography>
    </Box>
  );
}

function AdminAppBar() {
  return (
    <AppBar color="primary">
      <Brand />
      <TitlePortal variant="h6" sx={{ fontWeight: 600 }} />
    </AppBar>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={AdminAppBar} menu={AdminMenu} sx={{ '& .RaLayout-content': { px: { xs: 1, md: 3 } } }}>
      {children}
    </Layout>
  );
}
