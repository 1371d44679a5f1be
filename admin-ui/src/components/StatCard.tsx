import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function StatCard({
  label,
  value,
  icon,
  color = 'primary.main',
  testId,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  color?: string;
  testId?: string;
}) {
  return (
    <Card sx={{ flex: '1 1 220px' }} data-testid={testId}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box
          sx={{
            width: 52,
            height: 52,
            borderRadius: 3,
            bgcolor: color,
            color: '#fff',
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
          }}
        >
          {icon}
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 800, lineHeight: 1.2 }}>
            {value}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
