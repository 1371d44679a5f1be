import { useEffect, useState } from 'react';
import { importWithRetry } from './lazy-retry';

export type PhoneRules = typeof import('./phone-rules.module');

let loading: Promise<PhoneRules> | null = null;

/**
 * The WhatsApp number's rules (libphonenumber and about 100 KB of country data), loaded when the visitor starts on the
 * form or sends it rather than with the page: evaluated on a phone's first seconds, they would hold up its first taps
 * (docs/performance.md, 'Rendimiento web'). A failed load is tried again on the next call.
 */
export function loadPhoneRules(): Promise<PhoneRules> {
  loading ??= importWithRetry(() => import('./phone-rules.module')).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * The rules once `wanted` has been true (the visitor reached the form); null until they have loaded. A load that failed
 * (offline) is tried again when `retryKey` changes: the number the visitor types.
 */
export function usePhoneRules(wanted: boolean, retryKey: string): PhoneRules | null {
  const [rules, setRules] = useState<PhoneRules | null>(null);
  useEffect(() => {
    if (!wanted || rules) return;
    let current = true;
    loadPhoneRules().then(
      (loaded) => current && setRules(loaded),
      // The hint waits; sending the form loads them again and says so if it still cannot.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, retryKey, rules]);
  return rules;
}
