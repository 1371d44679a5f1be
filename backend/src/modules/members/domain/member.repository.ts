import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import type { Member, MemberStatus, NewMember } from './member.js';

export interface MemberCounts {
  pending: number;
  approved: number;
  total: number;
}

/** A member as the admin lists it: with the sponsor's code and name resolved. */
export interface MemberWithSponsor extends Member {
  sponsor: { id: number; code: string; name: string } | null;
}

/** Someone who registered through a seller's page or link, as that seller may see them: no e-mail, no phone. */
export interface Referral {
  id: number;
  name: string;
  city: string;
  status: MemberStatus;
  paymentProofAt: Date | null;
  paymentExpiresAt: Date | null;
  createdAt: Date;
}

export abstract class MemberRepository {
  abstract findById(id: number): Promise<Member | null>;
  abstract findByEmail(email: string): Promise<Member | null>;
  abstract findBySlug(slug: string): Promise<Member | null>;
  abstract existsByEmail(email: string): Promise<boolean>;
  abstract existsBySlug(slug: string): Promise<boolean>;
  abstract existsAdmin(): Promise<boolean>;
  abstract create(member: NewMember): Promise<Member>;
  /** Writing `passwordHash` also raises `tokenVersion`, which ends the member's earlier sessions. */
  abstract update(id: number, changes: Partial<NewMember>): Promise<Member>;
  /**
   * Replaces the password only if it is still `currentHash` (compare-and-set), raising `tokenVersion`;
   * null when another change got there first.
   */
  abstract replacePasswordHash(id: number, currentHash: string, newHash: string): Promise<Member | null>;
  abstract delete(id: number): Promise<void>;
  /**
   * Approves a pending distributor in one conditional statement (password hash, status, approvedAt and a first
   * subscription period): of concurrent calls exactly one gets the member, the others null. A null hash (paid
   * online) leaves the password unset until the member chooses one with the welcome e-mail's link.
   */
  abstract approvePending(id: number, passwordHash: string | null): Promise<Member | null>;
  /**
   * Puts an approved distributor back to pending (the payment that approved them was voided and reverted): no
   * subscription period, sessions ended. The member, or null when not an approved distributor.
   */
  abstract returnToPending(id: number): Promise<Member | null>;
  /** Deletes a distributor only while still pending; the deleted member, or null (gone, approved or not a distributor). */
  abstract deletePending(id: number): Promise<Member | null>;
  /** Deletes a distributor (never an admin), rows of theirs cascading; the deleted member, or null when there was none. */
  abstract deleteDistributor(id: number): Promise<Member | null>;
  /** Sets a pending member's payment proof in one statement; returns the previous proof's URL (null if none), or undefined when the member is not pending. */
  abstract replacePaymentProof(
    id: number,
    proof: { url: string; contentType: string },
  ): Promise<string | null | undefined>;
  /**
   * Distributors only (role user); filters: `q` (words found in any order in the name, e-mail, code or WhatsApp,
   * ignoring case and accents; a phone number in any format), `city` and `country` (contain the text, ignoring case
   * and accents), `status`, `hasPaymentProof` (true/false) and the others of applyMemberFilters.
   */
  abstract findPage(query: ListQuery): Promise<Page<MemberWithSponsor>>;
  /** The ids of every member findPage would list for this filter and sort, in that order (range ignored). */
  abstract findIds(query: ListQuery): Promise<number[]>;
  abstract findWithSponsor(id: number): Promise<MemberWithSponsor | null>;
  abstract countDistributors(): Promise<MemberCounts>;
  /** Pending distributors, the longest waiting first, at most `limit`. */
  abstract findPending(limit: number): Promise<Member[]>;
  /** Distributors registered with this sponsor, newest first, at most `limit`; `total` counts them all. */
  abstract findReferrals(sponsorId: number, limit: number): Promise<{ items: Referral[]; total: number }>;
  /** The name and WhatsApp of one of this sponsor's referrals; null when `id` is not theirs (or not there). */
  abstract findReferralContact(sponsorId: number, id: number): Promise<{ name: string; whatsapp: string } | null>;
  /** New registrations per ISO week, oldest first, for the last `weeks` weeks. */
  abstract registrationsPerWeek(weeks: number): Promise<{ week: string; count: number }[]>;
}
