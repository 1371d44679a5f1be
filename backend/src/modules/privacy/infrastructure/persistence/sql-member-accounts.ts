import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import { MemberAccounts, type DeletableAccount } from '../../domain/member-accounts.js';

@Injectable()
export class SqlMemberAccounts extends MemberAccounts {
  constructor(private readonly tx: Transactions) {
    super();
  }

  async findDistributor(memberId: number): Promise<DeletableAccount | null> {
    const [row] = await this.tx.manager.query(
      `SELECT id, email, password AS "passwordHash" FROM users WHERE id = $1 AND role = 'user'`,
      [memberId],
    );
    return row ?? null;
  }

  async idsByEmail(emails: string[]): Promise<Map<string, number>> {
    if (!emails.length) return new Map();
    const rows: { id: number; email: string }[] = await this.tx.manager.query(
      `SELECT id, lower(email) AS email FROM users WHERE role = 'user' AND lower(email) = ANY($1)`,
      [emails.map((e) => e.toLowerCase())],
    );
    return new Map(rows.map((r) => [r.email, r.id]));
  }

  async deleteDistributor(memberId: number): Promise<boolean> {
    const [, count] = await this.tx.manager.query(`DELETE FROM users WHERE id = $1 AND role = 'user'`, [memberId]);
    return count > 0;
  }
}
