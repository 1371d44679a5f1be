import { Suspense, type ReactNode } from 'react';

/**
 * A section of a server-rendered page that React hydrates on its own, after the part above it and in its own task:
 * the browser is never blocked by hydrating the whole page at once. Nothing changes for a page drawn in the browser.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
