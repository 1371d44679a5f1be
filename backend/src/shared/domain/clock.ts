export const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left until `expiry`, rounded up (SPEC §4): 0 or less means expired. */
export function daysUntil(expiry: Date, now: Date = new Date()): number {
  return Math.ceil((expiry.getTime() - now.getTime()) / DAY_MS);
}
