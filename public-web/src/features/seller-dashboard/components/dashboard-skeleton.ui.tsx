import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/** The dashboard's outline while its data loads. */
export function DashboardSkeleton() {
  return (
    <Box aria-busy="true" aria-label="Cargando tu panel" sx={{ display: 'grid', gap: 2 }}>
      <Skeleton variant="rounded" height={72} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: 'repeat(3, 1fr)' } }}>
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} variant="rounded" height={92} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={420} />
    </Box>
  );
}
