import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { ApiError } from '../../../lib/api-client';
import { readLastShown, saveLastShown } from '../../../lib/last-shown.store';
import { useOnline } from '../../../lib/online-status.hook';
import type { SellerDashboard } from '../api/get-dashboard.query';

export interface ShownDashboard {
  data: SellerDashboard | undefined;
  /** No connection (the browser says so, or the request never reached the server): 'Sin conexión'. */
  offline: boolean;
  /** When the data shown offline was loaded; null when it is live. */
  savedAt: number | null;
}

/** The dashboard's data, or offline what this account was last shown (lib/last-shown.store.ts). */
export function useShownDashboard(memberId: number, query: UseQueryResult<SellerDashboard>): ShownDashboard {
  const online = useOnline();
  const live = query.data;
  useEffect(() => {
    if (live) saveLastShown(memberId, 'dashboard', live);
  }, [memberId, live]);
  const unreachable = !online || (query.isError && !(query.error instanceof ApiError));
  return useMemo(() => {
    if (live || !unreachable) return { data: live, offline: unreachable, savedAt: null };
    const last = readLastShown<SellerDashboard>(memberId, 'dashboard');
    return { data: last?.data, offline: true, savedAt: last?.savedAt ?? null };
  }, [live, unreachable, memberId]);
}
