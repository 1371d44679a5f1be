import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A counter; with `to`, the whole card is a link to the list it counts. Compact on phones (two per row). */
export function StatCard({
  label,
  value,
  icon,
  color = 'primary.main',
  testId,
  to,
  linkLabel,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  color?: string;
  testId?: string;
  to?: string;
  /** The link's accessible name (defaults to the label). */
  linkLabel?: string;
}) {
  const content = (
    <CardContent
      sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 }, p: { xs: 1.25, sm: 2 }, height: '100%' }}
    >
      <Box
        sx={{
          width: { xs: 36, sm: 52 },
          height: { xs: 36, sm: 52 },
          borderRadius: 3,
          bgcolor: color,
          color: '#fff',
          display: { xs: 'none', sm: 'grid' },
          placeItems: 'center',
          flexShrink: 0,
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.25 }}>
          {label}
        </Typography>
        <Typography
          variant="h4"
          component="p"
          sx={{
            fontWeight: 800,
            lineHeight: 1.2,
            fontSize: { xs: '1.5rem', sm: '2.125rem' },
            color: { xs: color, sm: 'inherit' },
          }}
        >
          {value}
        </Typography>
      </Box>
    </CardContent>
  );
  return (
    <Card sx={{ flex: { xs: '1 1 140px', sm: '1 1 220px' }, minWidth: 0 }} data-testid={testId}>
      {to ? (
        <CardActionArea component={Link} to={to} aria-label={linkLabel ?? label} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}
