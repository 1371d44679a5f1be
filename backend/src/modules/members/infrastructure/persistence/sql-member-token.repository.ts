import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import { PASSWORD_PURPOSES, type TokenPurpose } from '../../domain/member-token.js';
import { MemberTokenRepository, type RegistrationLink } from '../../domain/member-token.repository.js';

@Injectable()
export class SqlMemberTokenRepository extends MemberTokenRepository {
  constructor(private readonly tx: Transactions) {
    super();
  }

  async issue(memberId: number, purpose: TokenPurpose, tokenHash: string, expiresAt: Date | null): Promise<void> {
    const sql = this.tx.manager;
    await sql.query(`DELETE FROM member_tokens WHERE "expiresAt" < now() - interval '1 day'`);
    if (PASSWORD_PURPOSES.includes(purpose)) {
      await sql.query(
        `UPDATE member_tokens SET "usedAt" = now() WHERE "userId" = $1 AND purpose = ANY($2) AND "usedAt" IS NULL`,
        [memberId, PASSWORD_PURPOSES],
      );
    }
    await sql.query(`INSERT INTO member_tokens ("tokenHash", purpose, "userId", "expiresAt") VALUES ($1, $2, $3, $4)`, [
      tokenHash,
      purpose,
      memberId,
      expiresAt,
    ]);
  }

  async consumePasswordLink(tokenHash: string): Promise<number | null> {
    const rows: { userId: number }[] = await this.tx.manager.query(
      `WITH used AS (
         UPDATE member_tokens SET "usedAt" = now()
          WHERE "tokenHash" = $1 AND purpose = ANY($2) AND "usedAt" IS NULL AND "expiresAt" > now() AND "userId" IS NOT NULL
          RETURNING "userId"),
       others AS (
         UPDATE member_tokens SET "usedAt" = now()
          WHERE "userId" IN (SELECT "userId" FROM used) AND purpose = ANY($2) AND "usedAt" IS NULL AND "tokenHash" <> $1)
       SELECT "userId" FROM used`,
      [tokenHash, PASSWORD_PURPOSES],
    );
    return rows[0]?.userId ?? null;
  }

  async findPasswordLink(tokenHash: string): Promise<{ purpose: TokenPurpose; expiresAt: Date } | null> {
    const [row]: { purpose: TokenPurpose; expiresAt: Date }[] = await this.tx.manager.query(
      `SELECT purpose, "expiresAt" FROM member_tokens
        WHERE "tokenHash" = $1 AND purpose = ANY($2) AND "usedAt" IS NULL AND "expiresAt" > now() AND "userId" IS NOT NULL`,
      [tokenHash, PASSWORD_PURPOSES],
    );
    return row ? { purpose: row.purpose, expiresAt: new Date(row.expiresAt) } : null;
  }

  async findRegistrationLink(tokenHash: string): Promise<RegistrationLink | null> {
    const [row]: { userId: number | null }[] = await this.tx.manager.query(
      `SELECT "userId" FROM member_tokens
        WHERE "tokenHash" = $1 AND purpose = 'registration' AND ("expiresAt" IS NULL OR "expiresAt" > now())
          AND ("userId" IS NOT NULL OR "rejectedAt" IS NOT NULL)`,
      [tokenHash],
    );
    return row ? { memberId: row.userId } : null;
  }

  async keepRejectedRegistration(memberId: number, until: Date): Promise<void> {
    await this.tx.manager.query(
      `UPDATE member_tokens SET "userId" = NULL, "rejectedAt" = now(), "expiresAt" = $2 WHERE "userId" = $1 AND purpose = 'registration'`,
      [memberId, until],
    );
  }
}
