/**
 * What one bounded context stores about a member, for the member's data export and the deletion of their account
 * (Ley 1581 de 2012; docs/privacy.md). Each context that keeps personal data implements one and the privacy context
 * lists them explicitly.
 */
export abstract class MemberDataSection {
  /** Key of this section in the export file (e.g. "orders"). */
  abstract readonly section: string;

  /** Everything this context stores about the member: never secrets, nor another member's contact data. */
  abstract exportFor(memberId: number): Promise<unknown>;

  /**
   * Removes the member's personal data from this context; records kept for accounting stay, without their personal
   * fields. Runs before the member's own row is deleted.
   */
  abstract eraseFor(memberId: number): Promise<void>;
}
