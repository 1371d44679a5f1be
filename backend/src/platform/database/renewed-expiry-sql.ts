/**
 * SQL form of `renewedExpiry` (modules/subscriptions/domain/subscription.ts), evaluated by the UPDATE itself so that
 * concurrent renewals of one row each build on the previous one. `current` is a column; `years` a parameter
 * placeholder. Calendar arithmetic in UTC whatever the session's time zone.
 */
export const renewedExpirySql = (current: string, years: string): string =>
  `((greatest(coalesce(${current}, now()), now()) AT TIME ZONE 'UTC') + make_interval(years => ${years})) AT TIME ZONE 'UTC'`;
