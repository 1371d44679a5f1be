import type { TokenPurpose } from './member-token.js';

/** A registration link as found: its member, or none when the registration was rejected (the link's tombstone). */
export interface RegistrationLink {
  memberId: number | null;
}

/** Port over one-time links; only the SHA-256 hash of a token is ever stored or looked up. */
export abstract class MemberTokenRepository {
  /**
   * Stores a new token. A new password link makes the member's earlier unused password links stop working;
   * expired links are purged on the way.
   */
  abstract issue(memberId: number, purpose: TokenPurpose, tokenHash: string, expiresAt: Date | null): Promise<void>;
  /**
   * Uses up an unused, unexpired password link in one statement (two concurrent uses: one wins) together with the
   * member's other password links; returns the member's id, or null when the link is unknown, used or expired.
   */
  abstract consumePasswordLink(tokenHash: string): Promise<number | null>;
  /** An unused, unexpired password link (reset or welcome) without using it up; null otherwise. */
  abstract findPasswordLink(tokenHash: string): Promise<{ purpose: TokenPurpose; expiresAt: Date } | null>;
  abstract findRegistrationLink(tokenHash: string): Promise<RegistrationLink | null>;
  /** Before a rejected member is deleted: their registration link keeps only 'rejected', until `until`. */
  abstract keepRejectedRegistration(memberId: number, until: Date): Promise<void>;
}
