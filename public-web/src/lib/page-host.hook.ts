import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/** The site's host (multyhealth.co) for texts that show it: empty on the server and while hydrating, as it rendered. */
export function usePageHost(): string {
  return useSyncExternalStore(
    unchanging,
    () => window.location.host,
    () => '',
  );
}
