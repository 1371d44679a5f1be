import type { Role } from '../../../shared/domain/role.js';
import { daysUntil } from '../../../shared/domain/clock.js';
import type { SocialLinks } from '@multyhealth/rules';

export type MemberStatus = 'pending' | 'approved';

/** How the seller is named to visitors. */
import type { DistributorTitle } from '@multyhealth/rules';
export { DISTRIBUTOR_TITLES, type DistributorTitle } from '@multyhealth/rules';

/** A registered person: a distributor (role user) or an administrator. Plain data plus the rules on it. */
export interface Member {
  id: number;
  username: string;
  email: string;
  passwordHash: string | null;
  name: string;
  code: string;
  slug: string;
  whatsapp: string;
  city: string;
  country: string;
  photo: string | null;
  personalMessage: string | null;
  whatsappMessage: string | null;
  sellerProfileVideoUrl: string | null;
  distributorTitle: DistributorTitle;
  /** Instagram, Facebook, TikTok and YouTube profiles shown on the page (shared/domain/social-links.ts). */
  socialLinks: SocialLinks;
  showFAQ: boolean;
  showPrices: boolean;
  status: MemberStatus;
  role: Role;
  discountCode: string | null;
  sponsorId: number | null;
  /** The sponsor deleted their account: the admin and the member see 'cuenta eliminada' (docs/privacy.md). */
  sponsorDeleted?: boolean;
  approvedAt: Date | null;
  paymentExpiresAt: Date | null;
  /** Raised with every password write; a session token is valid only for the version it was issued with. */
  tokenVersion: number;
  /** When the terms and the privacy policy were accepted at registration (null: registered before the consent box). */
  termsAcceptedAt: Date | null;
  /** The applicant's private proof of payment (a storage URL never served publicly), its type and arrival. */
  paymentProofUrl: string | null;
  paymentProofType: string | null;
  paymentProofAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type NewMember = Omit<Member, 'id' | 'tokenVersion' | 'createdAt' | 'updatedAt'>;

/** Days of subscription left, or null while there is no expiry (pending members, admins). */
export function remainingDays(member: Pick<Member, 'paymentExpiresAt'>, now = new Date()): number | null {
  return member.paymentExpiresAt ? daysUntil(member.paymentExpiresAt, now) : null;
}

/** Only admins and approved distributors may sign in. */
export function canSignIn(member: Pick<Member, 'role' | 'status' | 'passwordHash'>): boolean {
  return !!member.passwordHash && (member.role === 'admin' || member.status === 'approved');
}
