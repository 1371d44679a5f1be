import { MAX_ORDER_LINES, MAX_ORDER_QUANTITY } from '../../domain/order-request.js';

export interface OrderForm {
  /** The order as the JSON endpoint takes it. */
  order: Record<string, unknown>;
  /** A − or + pressed without JavaScript: the page again, with the changed quantities. */
  step: boolean;
  pageUrl: (slug: string) => string;
}

const clamp = (n: number) => Math.min(MAX_ORDER_QUANTITY, Math.max(0, n));

/**
 * Reads the distributor page's order form (urlencoded): `qty-{productId}` fields, `city`, and `step` when a − or +
 * was pressed. Quantities that are not whole numbers are passed on as they are, for the order's own 400.
 */
export function orderFormBody(body: Record<string, unknown>): OrderForm {
  const quantities = new Map<number, unknown>();
  for (const [field, raw] of Object.entries(body ?? {})) {
    const match = /^qty-(\d{1,10})$/.exec(field);
    if (!match || quantities.size > MAX_ORDER_LINES * 5) continue;
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === '' || value === '0') continue;
    quantities.set(Number(match[1]), typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value);
  }
  const step = typeof body?.step === 'string' ? /^(\d{1,10}):([+-]1)$/.exec(body.step) : null;
  if (step) {
    const id = Number(step[1]);
    const current = Number(quantities.get(id) ?? 0);
    const next = clamp((Number.isInteger(current) ? current : 0) + Number(step[2]));
    if (next > 0) quantities.set(id, next);
    else quantities.delete(id);
  }
  const city = typeof body?.city === 'string' ? body.city : undefined;
  return {
    order: {
      items: [...quantities].map(([productId, quantity]) => ({ productId, quantity })),
      ...(city !== undefined && { city }),
    },
    step: !!step,
    pageUrl: (slug) => {
      const cart = [...quantities]
        .filter(([, n]) => Number.isInteger(n) && (n as number) > 0)
        .map(([id, n]) => `${id}x${clamp(n as number)}`)
        .join('.');
      return `/u/${encodeURIComponent(slug.toLowerCase())}${cart ? `?pedido=${cart}` : ''}#productos`;
    },
  };
}
