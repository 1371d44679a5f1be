import ChatOutlined from '@mui/icons-material/ChatOutlined';
import StarOutline from '@mui/icons-material/StarBorderOutlined';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@multyhealth/brand/tokens';
import type { ReactNode } from 'react';

function StatCard({
  icon,
  label,
  value,
  tint,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: number | null;
  tint: string;
  testId: string;
}) {
  return (
    <Card
      data-testid={testId}
      sx={{
        p: { xs: 1.5, sm: 2.5 },
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: { xs: 1, sm: 2 },
      }}
    >
      <Box
        sx={{
          width: { xs: 40, sm: 52 },
          height: { xs: 40, sm: 52 },
          borderRadius: 3,
          display: 'grid',
          placeItems: 'center',
          bgcolor: tint,
          flex: 'none',
        }}
      >
        {icon}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column-reverse' }}>
        <Typography
          color="text.secondary"
          sx={{ fontWeight: 600, fontSize: { xs: '0.875rem', sm: '0.9375rem' }, lineHeight: 1.25 }}
        >
          {label}
        </Typography>
        <Typography component="p" sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' }, fontWeight: 800, lineHeight: 1.2 }}>
          {value == null ? '—' : formatNumber(value)}
        </Typography>
      </Box>
    </Card>
  );
}

export function StatCards({
  visits = 0,
  clicks = 0,
  testimonials = 0,
}: {
  visits?: number;
  clicks?: number;
  testimonials?: number | null;
}) {
  const cards = [
    { id: 'visits', label: 'Visitas Totales', value: visits, Icon: Visibility, color: '#15803D', tint: '#DCFCE7' },
    { id: 'clicks', label: 'Clics en WhatsApp', value: clicks, Icon: ChatOutlined, color: '#166534', tint: '#D1FAE5' },
    {
      id: 'testimonials',
      label: 'Testimonios',
      value: testimonials,
      Icon: StarOutline,
      color: '#854D0E',
      tint: '#FEF9C3',
    },
  ];
  return (
    <Box sx={{ display: 'grid', gap: { xs: 1.25, sm: 2 }, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
      {cards.map(({ id, label, value, Icon, color, tint }) => (
        <StatCard
          key={id}
          icon={<Icon sx={{ color }} />}
          tint={tint}
          label={label}
          value={value}
          testId={`stat-${id}`}
        />
      ))}
    </Box>
  );
}
