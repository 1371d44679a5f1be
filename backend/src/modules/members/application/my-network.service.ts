import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../../../shared/domain/errors.js';
import { MemberRepository, type Referral } from '../domain/member.repository.js';
import { referralState, type ReferralState } from '../domain/referral-state.js';

/** Who invited the member: a name only; `sponsorDeleted` when that person deleted their account (Ley 1581). */
export interface MySponsor {
  sponsor: { name: string } | null;
  sponsorDeleted: boolean;
}

/** The newest this many are listed; the total still counts everyone (docs/decisions/1310-my-network.md). */
export const REFERRALS_SHOWN = 200;

export type ReferralView = Pick<Referral, 'id' | 'name' | 'city' | 'status' | 'createdAt'> & {
  state: ReferralState;
  remainingDays: number | null;
};

/** 'Mi Red': the people who registered through a seller's page or invitation link. */
@Injectable()
export class MyNetworkService {
  constructor(private readonly members: MemberRepository) {}

  async referrals(sponsorId: number): Promise<{ items: ReferralView[]; total: number }> {
    const { items, total } = await this.members.findReferrals(sponsorId, REFERRALS_SHOWN);
    const now = new Date();
    return {
      items: items.map((r) => ({
        id: r.id,
        name: r.name,
        city: r.city,
        status: r.status,
        createdAt: r.createdAt,
        ...referralState(r, now),
      })),
      total,
    };
  }

  /**
   * The WhatsApp chat with one of the seller's own referrals, greeting them by first name; null for anyone else's, so
   * the number never reaches the seller's screen and no other member can be reached through it.
   */
  async chatLink(sponsorId: number, referralId: number): Promise<string | null> {
    const contact = await this.members.findReferralContact(sponsorId, referralId);
    if (!contact) return null;
    const firstName = contact.name.trim().split(/\s+/)[0];
    const text = `¡Hola ${firstName}! Te escribo de Multyhealth, vi que te registraste con mi enlace.`;
    return `https://wa.me/${contact.whatsapp.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
  }

  async sponsorOf(memberId: number): Promise<MySponsor> {
    const member = await this.members.findWithSponsor(memberId);
    if (!member) throw new NotFoundError('Usuario no encontrado');
    return {
      sponsor: member.sponsor && { name: member.sponsor.name },
      sponsorDeleted: !member.sponsor && !!member.sponsorDeleted,
    };
  }
}
