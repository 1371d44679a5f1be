import { Injectable } from '@nestjs/common';
import { MemberDataSection } from '../../../shared/domain/member-data-section.js';
import { PushSubscriptionRepository } from '../domain/push-subscription.repository.js';

/**
 * A member's devices with notifications (their label and dates; never the endpoint nor its keys, which are secrets
 * that let anyone write to the phone) and their switches, in the data export; erased with the account.
 */
@Injectable()
export class NotificationsMemberData extends MemberDataSection {
  readonly section = 'notifications';

  constructor(private readonly subscriptions: PushSubscriptionRepository) {
    super();
  }

  async exportFor(memberId: number): Promise<unknown> {
    const devices = await this.subscriptions.findByMember(memberId);
    return {
      devices: devices.map(({ deviceLabel, createdAt, lastSuccessAt }) => ({ deviceLabel, createdAt, lastSuccessAt })),
      preferences: await this.subscriptions.preferences(memberId),
    };
  }

  eraseFor(memberId: number): Promise<void> {
    return this.subscriptions.eraseMember(memberId);
  }
}
