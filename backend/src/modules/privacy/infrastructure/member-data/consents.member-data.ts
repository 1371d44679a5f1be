import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import { MemberDataSection } from '../../../../shared/domain/member-data-section.js';

/** Each acceptance of the terms and the privacy policy: `policyVersion` is the version number and the text's hash. */
@Injectable()
export class ConsentsMemberData extends MemberDataSection {
  readonly section = 'consents';

  constructor(private readonly tx: Transactions) {
    super();
  }

  async exportFor(memberId: number): Promise<unknown> {
    const rows: { kind: string; version: number; hash: string; acceptedAt: Date; ip: string; userAgent: string }[] =
      await this.tx.manager.query(
        `SELECT kind, version, hash, "acceptedAt", ip, "userAgent" FROM consents WHERE "userId" = $1
          ORDER BY "acceptedAt", kind`,
        [memberId],
      );
    return rows.map((r) => ({
      kind: r.kind,
      policyVersion: { version: r.version, hash: r.hash.trim() },
      acceptedAt: r.acceptedAt,
      ip: r.ip,
      userAgent: r.userAgent,
    }));
  }

  async eraseFor(memberId: number): Promise<void> {
    await this.tx.manager.query(`DELETE FROM consents WHERE "userId" = $1`, [memberId]);
  }
}
