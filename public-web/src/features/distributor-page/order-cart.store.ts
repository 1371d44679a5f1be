import { useCallback, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

export const MAX_QUANTITY = 20;

/**
 * The last order placed from this page: its reference, the seller's first name, the chat that carries it and the
 * customer's own page of it; shown until the visitor closes it or starts a new cart.
 */
export interface SentOrder {
  reference: string;
  firstName: string;
  whatsappUrl: string;
  trackingUrl: string;
}

/** What a visitor is about to order from one seller: units per product id. */
export interface OrderCart {
  quantities: Record<number, number>;
  sent?: SentOrder | null;
}

const EMPTY: OrderCart = { quantities: {} };
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
      const sent = stored.sent;
      cart = {
        quantities,
        // Links the page renders: only the chat's and our own order page's.
        sent:
          typeof sent?.reference === 'string' &&
          typeof sent.firstName === 'string' &&
          /^https:\/\/wa\.me\//.test(String(sent.whatsappUrl)) &&
          /^https?:\/\/[^/]+\/pedido\//.test(String(sent.trackingUrl))
            ? sent
            : null,
      };
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
    if (Object.keys(cart.quantities).length === 0 && !cart.sent) localStorage.removeItem(key(slug));
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

const fromLinks = new Map<string, OrderCart>();

/**
 * The quantities of `?pedido=3x2.5x1`, the address the order form without JavaScript returns to after − or +; the
 * same object for the same text, as useSyncExternalStore wants of a server snapshot.
 */
export function cartFromLink(pedido: string | null): OrderCart {
  if (!pedido) return EMPTY;
  const known = fromLinks.get(pedido);
  if (known) return known;
  const quantities: Record<number, number> = {};
  for (const part of pedido.slice(0, 400).split('.')) {
    const match = /^(\d{1,10})x(\d{1,2})$/.exec(part);
    const quantity = match ? clampQuantity(Number(match[2])) : 0;
    if (match && quantity > 0) quantities[Number(match[1])] = quantity;
  }
  const cart = { quantities };
  if (fromLinks.size < 100) fromLinks.set(pedido, cart);
  return cart;
}

/** The cart of a `?pedido=` link becomes the stored cart (the visitor chose it on the page without JavaScript). */
export function adoptLinkCart(slug: string, pedido: string): void {
  write(slug, { ...read(slug), quantities: cartFromLink(pedido).quantities, sent: null });
}

/**
 * The seller's cart, kept in local storage so it survives a reload; shared by every component of the page. The
 * server renders (and hydration starts from) the cart of the page's `?pedido=` link, if any.
 */
export function useOrderCart(slug: string) {
  const pedido = new URLSearchParams(useLocation().search).get('pedido');
  const cart = useSyncExternalStore(
    subscribe,
    () => read(slug),
    () => cartFromLink(pedido),
  );
  const setQuantity = useCallback(
    (productId: number, quantity: number) => {
      const current = read(slug);
      const quantities = { ...current.quantities };
      const clamped = clampQuantity(quantity);
      if (clamped > 0) quantities[productId] = clamped;
      else delete quantities[productId];
      write(slug, { ...current, quantities, sent: null });
    },
    [slug],
  );
  /**
   * After sending: the cart without the products sent (all of them from the bar, one from a product's own button),
   * remembering the order until the visitor closes it.
   */
  const markSent = useCallback(
    (sent: SentOrder, productId?: number) => {
      const quantities = productId === undefined ? {} : { ...read(slug).quantities };
      if (productId !== undefined) delete quantities[productId];
      write(slug, { quantities, sent });
    },
    [slug],
  );
  const closeSent = useCallback(() => write(slug, { ...read(slug), sent: null }), [slug]);
  return { cart, setQuantity, markSent, closeSent };
}
