import Skeleton from '@mui/material/Skeleton';
import { Suspense } from 'react';
import { lazyWithRetry } from '../../../lib/lazy-retry';

const MaterialTab = lazyWithRetry(() => import('./material.tab'));

/** The 'Material' tab loads its code only when opened. */
export function MaterialTabLazy({ seller }: { seller: { name: string; whatsapp: string; slug: string } }) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
      <MaterialTab seller={seller} />
    </Suspense>
  );
}
