import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import { MemberDataSection } from '../../../../shared/domain/member-data-section.js';

/** Sponsor and recruits, by name only: their contact data belongs to them. */
@Injectable()
export class NetworkMemberData extends MemberDataSection {
  readonly section = 'network';

  constructor(private readonly tx: Transactions) {
    super();
  }

  async exportFor(memberId: number): Promise<unknown> {
    const [own] = await this.tx.manager.query(
      `SELECT s.name AS "sponsorName", u."sponsorDeleted" FROM users u LEFT JOIN users s ON s.id = u."sponsorId"
        WHERE u.id = $1`,
      [memberId],
    );
    const recruits: { name: string }[] = await this.tx.manager.query(
      `SELECT name FROM users WHERE "sponsorId" = $1 AND role = 'user' ORDER BY "createdAt", id`,
      [memberId],
    );
    const sponsor = own?.sponsorName
      ? { name: own.sponsorName }
      : own?.sponsorDeleted
        ? { name: 'cuenta eliminada' }
        : null;
    return { sponsor, recruits: recruits.map((r) => ({ name: r.name })) };
  }

  /** Recruits keep their accounts; their sponsor shows as 'cuenta eliminada' from now on. */
  async eraseFor(memberId: number): Promise<void> {
    await this.tx.manager.query(`UPDATE users SET "sponsorDeleted" = true WHERE "sponsorId" = $1`, [memberId]);
  }
}
