import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import { MemberDataSection } from '../../../../shared/domain/member-data-section.js';

/**
 * The member's own row: contact data, page settings and social links. Never the password hash, the token version
 * or the sponsor's id (the network section names the sponsor). The row itself is deleted last, by the deletion.
 */
@Injectable()
export class ProfileMemberData extends MemberDataSection {
  readonly section = 'profile';

  constructor(private readonly tx: Transactions) {
    super();
  }

  async exportFor(memberId: number): Promise<unknown> {
    const [row] = await this.tx.manager.query(
      `SELECT id, name, email, whatsapp, city, country, code, slug, username, "distributorTitle", status, role,
              "discountCode", "createdAt", "approvedAt", "paymentExpiresAt", "termsAcceptedAt",
              "paymentProofUrl", "paymentProofType", "paymentProofAt", "updatedAt",
              photo, "personalMessage", "whatsappMessage", "sellerProfileVideoUrl", "showFAQ", "showPrices",
              "socialLinks"
         FROM users WHERE id = $1`,
      [memberId],
    );
    if (!row) return null;
    const {
      photo,
      personalMessage,
      whatsappMessage,
      sellerProfileVideoUrl,
      showFAQ,
      showPrices,
      socialLinks,
      ...rest
    } = row;
    return {
      ...rest,
      pageSettings: { photo, personalMessage, whatsappMessage, sellerProfileVideoUrl, showFAQ, showPrices },
      socialLinks,
    };
  }

  async eraseFor(): Promise<void> {}
}
