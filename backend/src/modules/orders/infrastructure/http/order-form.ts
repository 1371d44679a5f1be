import { MAX_ORDER_LINES, MAX_ORDER_QUANTITY } from '../../domain/order-request.js';

export interface OrderForm {
  /** The order as the JSON endpoint takes it. */
  order: Record<string, unknown>;
  /** A − or + pressed without JavaScript: the page again, with the changed quantities. */
  step: boolean;
  /** A quantity typed above the maximum: refused with a message rather than lowered in silence. */
  overMaximum: boolean;
  pageUrl: (slug: string) => string;
}

const clamp = (n: number) => Math.min(MAX_ORDER_QUANTITY, Math.max(0, n));
const CUSTOMER_FIELDS = ['customerName', 'customerPhone', 'city', 'note'] as const;

/**
 * Reads the distributor page's order form (urlencoded): `qty-{productId}` fields, the customer's optional fields,
 * `step` when a − or + was pressed, `product` when a product card's own button was pressed (that product alone is
 * ordered). Quantities that are not whole numbers are passed on as they are, for the order's own 400.
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
  const overMaximum = [...quantities.values()].some((n) => typeof n === 'number' && n > MAX_ORDER_QUANTITY);
  const step = typeof body?.step === 'string' ? /^(\d{1,10}):([+-]1)$/.exec(body.step) : null;
  if (step && !overMaximum) {
    const id = Number(step[1]);
    const current = Number(quantities.get(id) ?? 0);
    const next = clamp((Number.isInteger(current) ? current : 0) + Number(step[2]));
    if (next > 0) quantities.set(id, next);
    else quantities.delete(id);
  }
  const product = typeof body?.product === 'string' && /^\d{1,10}$/.test(body.product) ? Number(body.product) : null;
  const items =
    product !== null
      ? [{ productId: product, quantity: quantities.get(product) ?? 1 }]
      : [...quantities].map(([productId, quantity]) => ({ productId, quantity }));
  const customer: Record<string, string> = {};
  for (const field of CUSTOMER_FIELDS) {
    if (typeof body?.[field] === 'string') customer[field] = body[field];
  }
  return {
    order: { items, ...customer },
    step: !!step,
    overMaximum,
    pageUrl: (slug) => {
      const cart = [...quantities]
        .filter(([, n]) => Number.isInteger(n) && (n as number) > 0)
        .map(([id, n]) => `${id}x${clamp(n as number)}`)
        .join('.');
      return `/u/${encodeURIComponent(slug.toLowerCase())}${cart ? `?pedido=${cart}` : ''}#productos`;
    },
  };
}
