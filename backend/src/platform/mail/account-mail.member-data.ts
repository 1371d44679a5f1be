import { Injectable } from '@nestjs/common';
import { Transactions } from '../database/transactions.js';
import { escapeHtml } from '../../shared/domain/escape-html.js';
import { MemberDataSection } from '../../shared/domain/member-data-section.js';

const ERASED_NAME = '(cuenta eliminada)';

/**
 * E-mails sent to the member or about them (subjects and dates only: the bodies hold one-time links). Deleted with the
 * account, pending ones included; their one-time links and renewal reminders go with the member's row (ON DELETE
 * CASCADE). The outbox addresses people by e-mail, so the member's address and names are read from their row.
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
    const [member] = await sql.query(`SELECT email, name, code, slug FROM users WHERE id = $1`, [memberId]);
    if (!member) return;
    // Notices to the administrator about the member (a new registration…) name them by e-mail too.
    await sql.query(
      `DELETE FROM mail_outbox WHERE lower("to") = $1 OR strpos(lower(text), $1) > 0 OR strpos(lower(html), $1) > 0`,
      [member.email],
    );
    // Mails about other people name them as their sponsor: the name and seller code go, the mail stays.
    for (const value of new Set([member.name, escapeHtml(member.name), member.code, member.slug])) {
      await sql.query(
        `UPDATE mail_outbox SET text = replace(text, $1, $2), html = replace(html, $1, $2)
          WHERE strpos(text, $1) > 0 OR strpos(html, $1) > 0`,
        [value, ERASED_NAME],
      );
    }
  }
}
