import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast.provider';
import { createQueryClient } from '../lib/query-client';
import { PrerenderedContext } from '../lib/prerendered.context';

/** Everything every page needs: data cache and toasts. MUI's theme is provided by the pages that use MUI. */
export function AppProvider({
  children,
  queryClient: given,
  prerendered = false,
}: {
  children: ReactNode;
  /** A cache already filled with the page's data (server rendering, hydration). */
  queryClient?: QueryClient;
  /** The page's HTML came from the server: render it whole at once, as the server did. */
  prerendered?: boolean;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <PrerenderedContext.Provider value={prerendered}>
        <ToastProvider>{children}</ToastProvider>
      </PrerenderedContext.Provider>
    </QueryClientProvider>
  );
}
