import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BrandLink } from '../ui/brand-link.ui';
import { MuiShell } from './mui-shell.layout';

interface AuthShellProps {
  children: ReactNode;
  /** Left panel on wide screens. */
  aside: ReactNode;
  wide?: boolean;
}

/** Registration and login: a brand panel beside the form on desktop, the form alone under a slim bar on phones. */
export function AuthShell({ children, aside, wide = false }: AuthShellProps) {
  return (
    <MuiShell>
      <Box
        sx={{
          minHeight: '100dvh',
          display: 'grid',
          gridTemplateColumns: { md: '5fr 7fr' },
          bgcolor: 'background.default',
        }}
      >
        <Box
          component="aside"
          sx={{
            display: { xs: 'none', md: 'block' },
            color: '#fff',
            background:
              'radial-gradient(circle at 85% 8%, rgba(255,255,255,.10), transparent 42%), linear-gradient(160deg, #14532d, #15803d 70%, #166534)',
          }}
        >
          <Box
            sx={{
              position: 'sticky',
              top: 0,
              height: '100dvh',
              display: 'flex',
              flexDirection: 'column',
              gap: 4,
              p: 6,
            }}
          >
            <BrandLink color="#fff" />
            <Box sx={{ my: 'auto', maxWidth: 440 }}>{aside}</Box>
          </Box>
        </Box>
        <Box
          component="main"
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            bgcolor: { xs: '#fff', sm: '#F0F7F2' },
            px: { xs: 0, sm: 3 },
            py: { xs: 0, sm: 5 },
          }}
        >
          <Box sx={{ display: { xs: 'flex', md: 'none' }, width: '100%', px: 2, py: 1.5, alignItems: 'center' }}>
            <BrandLink small />
          </Box>
          <Paper
            elevation={0}
            sx={{
              width: '100%',
              maxWidth: wide ? 640 : 460,
              my: { sm: 'auto' },
              p: { xs: 2.5, sm: 4 },
              borderRadius: { xs: 0, sm: '20px' },
              boxShadow: { sm: '0 10px 40px rgba(17,24,39,.08)' },
            }}
          >
            {children}
          </Paper>
        </Box>
      </Box>
    </MuiShell>
  );
}

export function AsideCopy({ title, lines }: { title: string; lines: readonly string[] }) {
  return (
    <>
      <Typography component="p" sx={{ fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.15, mb: 3 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
        {lines.map((line) => (
          <Box
            component="li"
            key={line}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'center', fontSize: '1.0625rem' }}
          >
            <Box
              component="span"
              sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: '#FACC15', flex: 'none' }}
            />
            {line}
          </Box>
        ))}
      </Box>
    </>
  );
}
