import { useCallback, useSyncExternalStore } from 'react';

export const MAX_QUANTITY = 20;

/** What a visitor is about to order from one seller: units per product id, and their city if they gave it. */
export interface OrderCart {
  quantities: Record<number, number>;
  city: string;
}

const EMPTY: OrderCart = { quantities: {}, city: '' };
const key = (slug: string) => `mh-order:${slug.toLowerCase()}`;
const listeners = new Set<() => void>();
const cache = new Map<string, OrderCart>();

function read(slug: string): OrderCart {
  const cached = cache.get(slug);
  if (cached) return cached;
  let cart = EMPTY;
  try {
    const stored = JSON.parse(localStorage.getItem(key(slug)) ?? 'null') as Partial<OrderCart> | null;
    if (stored && typeof stored === 'object') {
      const quantities: Record<number, number> = {};
      for (const [id, n] of Object.entries(stored.quantities ?? {})) {
        const quantity = clampQuantity(Number(n));
        if (Number.isInteger(Number(id)) && quantity > 0) quantities[Number(id)] = quantity;
      }
      cart = { quantities, city: typeof stored.city === 'string' ? stored.city.slice(0, 100) : '' };
    }
  } catch {
    // Unreadable or blocked storage: an empty cart.
  }
  cache.set(slug, cart);
  return cart;
}

function write(slug: string, cart: OrderCart): void {
  cache.set(slug, cart);
  try {
    if (Object.keys(cart.quantities).length === 0 && !cart.city) localStorage.removeItem(key(slug));
    else localStorage.setItem(key(slug), JSON.stringify(cart));
  } catch {
    // Storage full or blocked: the cart still works until the page is closed.
  }
  listeners.forEach((listener) => listener());
}

export function clampQuantity(n: number): number {
  return Number.isFinite(n) ? Math.min(MAX_QUANTITY, Math.max(0, Math.round(n))) : 0;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The seller's cart, kept in local storage so it survives a reload; shared by every component of the page. */
export function useOrderCart(slug: string) {
  const cart = useSyncExternalStore(
    subscribe,
    () => read(slug),
    () => EMPTY,
  );
  const setQuantity = useCallback(
    (productId: number, quantity: number) => {
      const current = read(slug);
      const quantities = { ...current.quantities };
      const clamped = clampQuantity(quantity);
      if (clamped > 0) quantities[productId] = clamped;
      else delete quantities[productId];
      write(slug, { ...current, quantities });
    },
    [slug],
  );
  const setCity = useCallback((city: string) => write(slug, { ...read(slug), city: city.slice(0, 100) }), [slug]);
  return { cart, setQuantity, setCity };
}
