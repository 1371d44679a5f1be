import { Injectable } from '@nestjs/common';
import { Transactions } from '../database/transactions.js';
import { MemberDataSection } from '../../shared/domain/member-data-section.js';

const ERASED = '[cuenta eliminada]';

/**
 * What administrators did to the member's account (approve, edit, renew…), without the administrators' e-mails. On
 * deletion the trail keeps its entries but loses the member's e-mail, name and phone from their summaries: the
 * migration 1736300000000 lets exactly that update through the append-only trigger.
 */
@Injectable()
export class AuditMemberData extends MemberDataSection {
  readonly section = 'auditEntries';

  constructor(private readonly tx: Transactions) {
    super();
  }

  exportFor(memberId: number): Promise<unknown> {
    return this.tx.manager.query(
      `SELECT at, action, summary FROM audit_log WHERE "targetType" = 'member' AND "targetId" = $1 ORDER BY at, id`,
      [String(memberId)],
    );
  }

  async eraseFor(memberId: number): Promise<void> {
    const sql = this.tx.manager;
    const [member] = await sql.query(`SELECT email, name, whatsapp FROM users WHERE id = $1`, [memberId]);
    if (!member) return;
    await sql.query(`SET LOCAL multyhealth.audit_redaction = 'on'`);
    await sql.query(
      `UPDATE audit_log SET summary = replace(replace(replace(summary, $1, $4), $2, $4), $3, $4)
        WHERE strpos(summary, $1) > 0
           OR ("targetType" = 'member' AND "targetId" = $5 AND (strpos(summary, $2) > 0 OR strpos(summary, $3) > 0))`,
      [member.email, member.name, member.whatsapp, ERASED, String(memberId)],
    );
    await sql.query(`SET LOCAL multyhealth.audit_redaction = 'off'`);
  }
}
