import { Injectable } from '@nestjs/common';
import { MemberRepository, type Referral } from '../domain/member.repository.js';

/** The newest this many are listed; the total still counts everyone (docs/decisions/1310-my-network.md). */
export const REFERRALS_SHOWN = 200;

/** 'Mi Red': the people who registered through a seller's page or invitation link. */
@Injectable()
export class MyNetworkService {
  constructor(private readonly members: MemberRepository) {}

  referrals(sponsorId: number): Promise<{ items: Referral[]; total: number }> {
    return this.members.findReferrals(sponsorId, REFERRALS_SHOWN);
  }
}
