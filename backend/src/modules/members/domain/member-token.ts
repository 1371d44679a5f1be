/** What a one-time link is for: choosing a password (after a reset request or on approval) or following a registration. */
export type TokenPurpose = 'password-reset' | 'welcome' | 'registration';

/** Purposes whose link sets the member's password (consuming one invalidates the others). */
export const PASSWORD_PURPOSES: TokenPurpose[] = ['password-reset', 'welcome'];

const MINUTE = 60_000;
const LIFETIME_MS: Record<TokenPurpose, number | null> = {
  'password-reset': 60 * MINUTE,
  welcome: 7 * 24 * 60 * MINUTE,
  registration: null,
};

/** How long a rejected registration's status link keeps answering 'Rechazado'. */
export const REJECTED_LINK_DAYS = 30;

/** When a link issued at `now` stops working, or null for a link without expiry (the registration status page). */
export function tokenExpiry(purpose: TokenPurpose, now: Date): Date | null {
  const lifetime = LIFETIME_MS[purpose];
  return lifetime === null ? null : new Date(now.getTime() + lifetime);
}

/** The four states the applicant's status page shows. */
export type RegistrationStatus = 'pending-payment' | 'proof-received' | 'approved' | 'rejected';

export function registrationStatus(
  member: { status: 'pending' | 'approved'; paymentProofUrl: string | null } | null,
): RegistrationStatus {
  if (!member) return 'rejected';
  if (member.status === 'approved') return 'approved';
  return member.paymentProofUrl ? 'proof-received' : 'pending-payment';
}
