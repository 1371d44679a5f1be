import type { ConsentOrigin } from '../../../shared/domain/policy-consents.js';
import type { Consent, ConsentKind, LegalTextVersion } from './legal-text-version.js';

/** Versions of the legal texts and members' acceptances of them. */
export abstract class ConsentRepository {
  /** The newest version of each kind. */
  abstract latestVersions(): Promise<LegalTextVersion[]>;
  /** Adds the next version of `kind` unless the newest one has this hash; null when nothing changed. */
  abstract publish(
    kind: ConsentKind,
    text: { title: string; body: string; hash: string },
  ): Promise<LegalTextVersion | null>;
  /**
   * Newest versions the member has not accepted. Members without any record count as having accepted version 1,
   * which every registration accepted with the consent box (docs/decisions/1731-consent-versions.md).
   */
  abstract pendingFor(memberId: number): Promise<LegalTextVersion[]>;
  abstract hasPending(memberId: number): Promise<boolean>;
  /** Records the acceptances; accepting a version already accepted changes nothing. */
  abstract accept(memberId: number, versions: LegalTextVersion[], origin: ConsentOrigin): Promise<void>;
  abstract findByMember(memberId: number): Promise<Consent[]>;
}
