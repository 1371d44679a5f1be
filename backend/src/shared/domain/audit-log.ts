/** One administrator action, as it is kept in the audit trail. `summary` never holds a password, hash or token. */
export interface AuditEntry {
  adminId: number;
  /** The administrator's e-mail at the time of the action. */
  adminEmail: string;
  /** Short stable code, `<target>.<verb>` (`member.approve`, `faq.update`). */
  action: string;
  targetType: string;
  targetId: string | null;
  summary: string;
  ip: string | null;
}

/**
 * Append-only record of administrator actions. Inside `TransactionRunner.run` the entry is written in the same
 * transaction as the action, so a rolled-back action leaves no entry.
 */
export abstract class AuditLog {
  abstract record(entry: AuditEntry): Promise<void>;
}
