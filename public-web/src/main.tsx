import type { PageData } from '@multyhealth/rules';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './app/global.css';
import { applyBrandVariables } from './app/brand-variables';
import { PAGE_STATE_ID } from './app/page-state';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { createQueryClient } from './lib/query-client';

applyBrandVariables();

const container = document.getElementById('root')!;
const queryClient = createQueryClient();
const state = readPageState();
if (state) {
  // The same cache the server rendered from (entry-server.tsx renderPage): each key's data, updated at time 0.
  for (const [queryKey, data] of state) queryClient.setQueryData(queryKey, data, { updatedAt: 0 });
  // The server rendered the page without counting a visit: the page's own request counts it, in the background.
  void queryClient.invalidateQueries({ queryKey: ['public-page'], refetchType: 'none' });
}
const app = (prerendered: boolean) => (
  <StrictMode>
    <AppProvider queryClient={queryClient} prerendered={prerendered}>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);
// The server-rendered routes (SERVER_RENDERED_ROUTES) arrive rendered (entry-server.tsx); every other page is drawn here.
// Hydrating as a transition lets React yield to the browser every few milliseconds instead of holding the main thread
// for the whole tree: a tap during hydration is answered sooner, and no single long task blocks the page.
if (state && container.firstElementChild) startTransition(() => void hydrateRoot(container, app(true)));
else createRoot(container).render(app(false));

function readPageState(): PageData | null {
  const element = document.getElementById(PAGE_STATE_ID);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as PageData;
  } catch {
    return null;
  }
}
