import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False on the server and while the page hydrates, true once its script runs. A server-rendered form keeps its submit
 * button disabled until then: sent by the browser itself, it would put what was typed (a password) in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
