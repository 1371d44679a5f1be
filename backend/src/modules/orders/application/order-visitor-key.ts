import { createHash } from 'node:crypto';

/** The page visitor who placed an order: their IP and browser, as the page's analytics store them. */
export interface OrderVisitor {
  ip: string | null | undefined;
  userAgent: string | null | undefined;
}

/**
 * The SHA-256 (hex) of `ip|userAgent`, cut to the lengths the analytics table keeps (64 and 500), so the funnel can
 * count a visitor who tapped WhatsApp and then ordered once (sql-order-figures.reader.ts hashes the taps the same way).
 */
export function orderVisitorKey(visitor: OrderVisitor): string {
  const ip = visitor.ip?.slice(0, 64) ?? '';
  const userAgent = visitor.userAgent?.slice(0, 500) ?? '';
  return createHash('sha256').update(`${ip}|${userAgent}`, 'utf8').digest('hex');
}
