import { createElement, lazy, type ComponentType } from 'react';

const RETRY_DELAYS_MS = [400, 1200];
const RELOADED_FOR = 'mh-reloaded-for-build';

/**
 * React.lazy whose import is retried on failure (a dropped connection), and which, when the site was redeployed
 * since this tab loaded (its hashed chunk files are gone), reloads the page once per new build. A failure that
 * survives both reaches the nearest error boundary; after retryFailedImports() the next render imports afresh.
 */
export function lazyWithRetry<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let failedIn: number | null = null;
  const fresh = () =>
    lazy(() =>
      importWithRetry(load).catch((error: unknown) => {
        failedIn = generation;
        throw error;
      }),
    );
  let current = fresh();
  return function Retryable(props: P) {
    // A failed lazy stays failed (React caches it) until someone asked to retry.
    if (failedIn !== null && generation > failedIn) {
      failedIn = null;
      current = fresh();
    }
    return createElement(current, props);
  };
}

let generation = 0;

/** Lets every lazy piece whose import failed try again on its next render ('Reintentar'). */
export function retryFailedImports(): void {
  generation++;
}

export async function importWithRetry<T>(load: () => Promise<T>, delays = RETRY_DELAYS_MS): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt < delays.length) {
        await wait(delays[attempt]);
        continue;
      }
      const build = await newerBuild();
      if (build && sessionStorage.getItem(RELOADED_FOR) !== build) {
        sessionStorage.setItem(RELOADED_FOR, build);
        window.location.reload();
        return new Promise<T>(() => {});
      }
      throw error;
    }
  }
}

/** The entry script of the build the server now serves, when it differs from this page's; null otherwise or offline. */
export async function newerBuild(): Promise<string | null> {
  const mine = entryScript(document);
  if (!mine) return null;
  try {
    const response = await fetch('/', { cache: 'no-store', headers: { Accept: 'text/html' } });
    if (!response.ok) return null;
    const served = entryScript(new DOMParser().parseFromString(await response.text(), 'text/html'));
    return served && served !== mine ? served : null;
  } catch {
    return null;
  }
}

/** A server-rendered page names its entry on the loader that starts it after the first paint. */
function entryScript(doc: Document): string | null {
  const script = doc.querySelector('script[data-src*="/assets/"], script[type="module"][src*="/assets/"]');
  return script?.getAttribute('data-src') ?? script?.getAttribute('src') ?? null;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
