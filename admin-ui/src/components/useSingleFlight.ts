import { useCallback, useRef, useState } from 'react';

/**
 * One action at a time: a second click while the first is running does nothing (a ref, so it holds even before the
 * re-render that disables the button), and `busy` disables the button from the first click on.
 */
export function useSingleFlight() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback((action: () => Promise<unknown> | void) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    void Promise.resolve()
      .then(action)
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  }, []);
  return { busy, run };
}
