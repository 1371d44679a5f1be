import { createHash, timingSafeEqual } from 'node:crypto';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Wompi's integrity signature of a checkout: SHA-256 hex of reference + amount in cents + currency + integrity secret. */
export function integritySignature(reference: string, amountInCents: number, currency: string, secret: string): string {
  return sha256(`${reference}${amountInCents}${currency}${secret}`);
}

/** The value at a dotted path of `signature.properties` (e.g. `transaction.id`), read from the event's `data`. */
function valueAt(data: unknown, path: string): string | null {
  let value: unknown = data;
  for (const key of path.split('.')) {
    if (!value || typeof value !== 'object' || Array.isArray(value) || !Object.hasOwn(value, key)) return null;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : null;
}

/**
 * Wompi's event checksum: SHA-256 over the values of `signature.properties` read from `data`, in that order, then
 * `timestamp`, then the events secret. Compared in constant time; false for anything malformed.
 */
export function eventChecksumMatches(
  event: { data: unknown; properties: string[]; timestamp: number | string },
  checksum: string,
  secret: string,
): boolean {
  if (!/^[0-9a-fA-F]{64}$/.test(checksum)) return false;
  const values: string[] = [];
  for (const property of event.properties) {
    const value = valueAt(event.data, property);
    if (value === null) return false;
    values.push(value);
  }
  const expected = Buffer.from(sha256(`${values.join('')}${event.timestamp}${secret}`), 'hex');
  return timingSafeEqual(expected, Buffer.from(checksum.toLowerCase(), 'hex'));
}
