import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 24 random bytes (192 bits): a customer's order page cannot be guessed. */
const TOKEN_BYTES = 24;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;
/** What an unknown reference is compared with, so that it costs what a known one does. */
const DUMMY_HASH = createHash('sha256').update('no-such-order').digest();

/** A new tracking token for the customer's link and its SHA-256, the only thing stored. */
export function newTrackingToken(): { token: string; hash: Buffer } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashTrackingToken(token) };
}

export function hashTrackingToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** Whether `token` is the order's, compared in constant time; a missing order or hash compares with a dummy and fails. */
export function trackingTokenMatches(token: unknown, storedHash: Buffer | null | undefined): boolean {
  const text = typeof token === 'string' && TOKEN_SHAPE.test(token) ? token : '';
  const given = hashTrackingToken(text);
  const expected = storedHash && storedHash.length === given.length ? storedHash : DUMMY_HASH;
  return timingSafeEqual(given, expected) && !!text && expected !== DUMMY_HASH;
}
