import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import { MemberDataSection } from '../../../../shared/domain/member-data-section.js';

/**
 * E-mails sent to the member or about them (subjects and dates only: the bodies hold one-time links), plus their
 * one-time links and renewal reminders. Deleted with the account, pending ones included.
 */
@Injectable()
export class AccountMailMemberData extends MemberDataSection {
  readonly section = 'emails';

  constructor(private readonly tx: Transactions) {
    super();
  }

  async exportFor(memberId: number): Promise<unknown> {
    return this.tx.manager.query(
      `SELECT o.subject, o.status, o."createdAt", o."sentAt" FROM mail_outbox o JOIN users u ON u.id = $1
        WHERE lower(o."to") = u.email ORDER BY o."createdAt", o.id`,
      [memberId],
    );
  }

  async eraseFor(memberId: number): Promise<void> {
    const sql = this.tx.manager;
    const [member] = await sql.query(`SELECT email FROM users WHERE id = $1`, [memberId]);
    if (!member) return;
    // Notices to the administrator about the member (a new registration…) name them by e-mail too.
    await sql.query(
      `DELETE FROM mail_outbox WHERE lower("to") = $1 OR strpos(lower(text), $1) > 0 OR strpos(lower(html), $1) > 0`,
      [member.email],
    );
    await sql.query(`DELETE FROM member_tokens WHERE "userId" = $1`, [memberId]);
    await sql.query(`DELETE FROM subscription_reminders WHERE "userId" = $1`, [memberId]);
  }
}
