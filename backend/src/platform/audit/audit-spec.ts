export interface AuditedCall {
  params: Record<string, string>;
  body: Record<string, unknown>;
  result: unknown;
}

export interface AuditSpec {
  /** Short stable code, `<target>.<verb>`. */
  action: string;
  targetType: string;
  /** Defaults to the `:id` route parameter, then to the `id` of the result. */
  targetId?: (call: AuditedCall) => string | number | null | undefined;
  /** Defaults to the names (never the values) of the body fields sent. */
  summary?: (call: AuditedCall) => string;
  /**
   * 'same' (default): the handler runs inside one transaction that also writes the entry. 'after': for long runs
   * made of many transactions (cleanup, migration), the entry is written once the run has finished without error.
   */
  transaction?: 'same' | 'after';
}

export const AUDIT_SPEC = 'audit:spec';
