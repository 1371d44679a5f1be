import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { ConsentOrigin } from '../../../../shared/domain/policy-consents.js';
import { ConsentRepository } from '../../domain/consent.repository.js';
import type { Consent, ConsentKind, LegalTextVersion } from '../../domain/legal-text-version.js';

const LATEST = `SELECT v.kind, v.version, v.hash, v.title, v.body, v."publishedAt" FROM legal_text_versions v
  WHERE v.version = (SELECT max(w.version) FROM legal_text_versions w WHERE w.kind = v.kind)`;

const PENDING = `${LATEST}
  AND v.version > COALESCE((SELECT max(c.version) FROM consents c WHERE c."userId" = $1 AND c.kind = v.kind), 1)`;

@Injectable()
export class SqlConsentRepository extends ConsentRepository {
  constructor(private readonly tx: Transactions) {
    super();
  }

  latestVersions(): Promise<LegalTextVersion[]> {
    return this.tx.manager.query(`${LATEST} ORDER BY v.kind`);
  }

  async publish(
    kind: ConsentKind,
    text: { title: string; body: string; hash: string },
  ): Promise<LegalTextVersion | null> {
    return this.tx.run(async () => {
      // Two saves at once must not both take the same next number.
      await this.tx.lock('legal_text_versions', 0);
      const rows: LegalTextVersion[] = await this.tx.manager.query(
        `INSERT INTO legal_text_versions (kind, version, hash, title, body)
         SELECT $1::varchar, COALESCE(max(version), 0) + 1, $2::text, $3::text, $4::text
           FROM legal_text_versions WHERE kind = $1::varchar
         HAVING (SELECT hash FROM legal_text_versions WHERE kind = $1::varchar ORDER BY version DESC LIMIT 1)
                IS DISTINCT FROM $2::text
         RETURNING kind, version, hash, title, body, "publishedAt"`,
        [kind, text.hash, text.title, text.body],
      );
      return rows[0] ?? null;
    });
  }

  pendingFor(memberId: number): Promise<LegalTextVersion[]> {
    return this.tx.manager.query(`${PENDING} ORDER BY v.kind`, [memberId]);
  }

  async hasPending(memberId: number): Promise<boolean> {
    const [{ pending }] = await this.tx.manager.query(`SELECT EXISTS (${PENDING}) AS pending`, [memberId]);
    return pending;
  }

  async accept(memberId: number, versions: LegalTextVersion[], origin: ConsentOrigin): Promise<void> {
    for (const v of versions) {
      await this.tx.manager.query(
        `INSERT INTO consents ("userId", kind, version, hash, ip, "userAgent") VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT ("userId", kind, version) DO NOTHING`,
        [memberId, v.kind, v.version, v.hash, origin.ip?.slice(0, 64) ?? null, origin.userAgent?.slice(0, 300) ?? null],
      );
    }
  }

  findByMember(memberId: number): Promise<Consent[]> {
    return this.tx.manager.query(
      `SELECT kind, version, hash, "acceptedAt", ip, "userAgent" FROM consents WHERE "userId" = $1
        ORDER BY "acceptedAt", kind, version`,
      [memberId],
    );
  }
}
