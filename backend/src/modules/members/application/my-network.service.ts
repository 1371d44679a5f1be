import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../../../shared/domain/errors.js';
import { MemberRepository, type Referral } from '../domain/member.repository.js';

/** Who invited the member: a name only; `sponsorDeleted` when that person deleted their account (Ley 1581). */
export interface MySponsor {
  sponsor: { name: string } | null;
  sponsorDeleted: boolean;
}

/** The newest this many are listed; the total still counts everyone (docs/decisions/1310-my-network.md). */
export const REFERRALS_SHOWN = 200;

/** 'Mi Red': the people who registered through a seller's page or invitation link. */
@Injectable()
export class MyNetworkService {
  constructor(private readonly members: MemberRepository) {}

  referrals(sponsorId: number): Promise<{ items: Referral[]; total: number }> {
    return this.members.findReferrals(sponsorId, REFERRALS_SHOWN);
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
