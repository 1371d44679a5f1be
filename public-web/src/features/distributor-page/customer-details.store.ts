import { useCallback, useSyncExternalStore } from 'react';

/** What a visitor may tell the seller with an order, remembered on this device for the next one (any seller). */
export interface CustomerDetails {
  name: string;
  dialCode: string;
  phone: string;
  city: string;
  note: string;
}

const KEY = 'mh-customer';
const LIMITS: Record<keyof CustomerDetails, number> = { name: 100, dialCode: 6, phone: 30, city: 100, note: 500 };
const EMPTY: CustomerDetails = { name: '', dialCode: '', phone: '', city: '', note: '' };
const listeners = new Set<() => void>();
let cached: CustomerDetails | null = null;

function read(): CustomerDetails {
  if (cached) return cached;
  let details = EMPTY;
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Record<string, unknown>> | null;
    if (stored && typeof stored === 'object') {
      details = { ...EMPTY };
      for (const field of Object.keys(LIMITS) as (keyof CustomerDetails)[]) {
        const value = stored[field];
        if (typeof value === 'string') details[field] = value.slice(0, LIMITS[field]);
      }
    }
  } catch {
    // Unreadable or blocked storage: nothing remembered.
  }
  cached = details;
  return details;
}

function write(details: CustomerDetails): void {
  cached = details;
  try {
    // The note belongs to one order: it is not kept for the next.
    const { note: _note, ...kept } = details;
    if (Object.values(kept).every((value) => !value)) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage full or blocked: the details last until the page is closed.
  }
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The visitor's details for the cart (none on the server: the form renders empty and fills in after hydration). */
export function useCustomerDetails() {
  const details = useSyncExternalStore(subscribe, read, () => EMPTY);
  const setField = useCallback(
    (field: keyof CustomerDetails, value: string) => write({ ...read(), [field]: value.slice(0, LIMITS[field]) }),
    [],
  );
  const clearNote = useCallback(() => write({ ...read(), note: '' }), []);
  return { details, setField, clearNote };
}

/** The details as they are now, for the moment of sending. */
export const currentCustomerDetails = read;
