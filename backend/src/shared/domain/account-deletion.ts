/** Who deleted an account: the member themself (after proving their password) or an administrator. */
export type DeletionActor = { kind: 'member'; ip: string | null } | { kind: 'admin' };

/**
 * Implemented by the privacy context: deletes a distributor's account and personal data now, keeping accounting
 * records without their personal fields (docs/decisions/1730-account-deletion.md). The one path for every deletion.
 */
export abstract class AccountDeletion {
  /** Throws NotFoundError when there is no such distributor. */
  abstract deleteAccount(memberId: number, actor: DeletionActor): Promise<void>;
}
