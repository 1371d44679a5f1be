import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ConflictError } from '../../../shared/domain/errors.js';
import type { ConsentOrigin } from '../../../shared/domain/policy-consents.js';
import { TransactionRunner } from '../../../shared/domain/transaction-runner.js';
import { ConsentRepository } from '../domain/consent.repository.js';
import { isConsentKind, type Consent, type ConsentKind, type LegalTextVersion } from '../domain/legal-text-version.js';

export const STALE_VERSION =
  'Hay una versión más reciente de los textos legales. Recarga la página para leerla antes de aceptarla.';

/** SHA-256 of the text exactly as published (what `policyVersion.hash` in consents and the export refer to). */
export function textHash(body: string): string {
  return createHash('sha256').update(body, 'utf8').digest('hex');
}

@Injectable()
export class ConsentsService {
  constructor(
    private readonly consents: ConsentRepository,
    private readonly tx: TransactionRunner,
  ) {}

  isPending(memberId: number): Promise<boolean> {
    return this.consents.hasPending(memberId);
  }

  /** What the acceptance screen shows: the texts in force and which of them wait for the member's acceptance. */
  async status(memberId: number): Promise<{ current: LegalTextVersion[]; pending: LegalTextVersion[] }> {
    const [current, pending] = await Promise.all([this.consents.latestVersions(), this.consents.pendingFor(memberId)]);
    return { current, pending };
  }

  history(memberId: number): Promise<Consent[]> {
    return this.consents.findByMember(memberId);
  }

  /** At registration the applicant accepted the texts in force (the form refuses to send without the box). */
  async acceptCurrent(memberId: number, origin: ConsentOrigin): Promise<void> {
    await this.consents.accept(memberId, await this.consents.latestVersions(), origin);
  }

  /**
   * The member accepts the versions they were shown; if the admin has published another one since, they must read
   * that one first (409).
   */
  async accept(memberId: number, shown: Partial<Record<ConsentKind, number>>, origin: ConsentOrigin): Promise<void> {
    await this.tx.run(async () => {
      const pending = await this.consents.pendingFor(memberId);
      if (pending.some((v) => shown[v.kind] !== v.version)) throw new ConflictError(STALE_VERSION);
      await this.consents.accept(memberId, pending, origin);
    });
  }

  /** A new text of a legal page (the admin saved it): a new version when its text changed. */
  async published(kind: string, title: string, body: string): Promise<void> {
    if (!isConsentKind(kind)) return;
    await this.consents.publish(kind, { title, body, hash: textHash(body) });
  }
}
