export const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left until an expiry, rounded up: 0 or less means expired (one rule with the front ends' badges). */
export { daysUntil } from '@multyhealth/rules';
