import type { AuditEntry } from '../../src/shared/domain/audit-log.js';
import { bearer, type TestApp } from '../support/test-app.js';

/** An audit log row as the tests read it: the kept entry with its id and time. */
export type Entry = AuditEntry & { id: number; at: string };

/** Passwords and hashes that must never reach the audit log. */
export const SECRETS = ['clave-segura-1', 'nueva-clave-123', 'admin-password', '$argon2'];

/** Reading the audit log of a test app, and expectations on what one call leaves in it. */
export async function auditTrail(t: TestApp) {
  const adminId = (await t.sql<{ id: number }>(`SELECT id FROM users WHERE email = $1`, [t.config.adminEmail]))[0].id;
  const admin = async () => bearer(await t.adminToken());
  const count = async () => (await t.sql<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log`))[0].n;
  const lastEntries = async (n: number) =>
    (await t.sql<Entry>(`SELECT * FROM audit_log ORDER BY id DESC LIMIT $1`, [n])).reverse();

  /** Runs `action` and returns the one entry it left (fails when it left none or several). */
  async function onlyEntry(action: () => Promise<unknown>): Promise<Entry> {
    const before = await count();
    await action();
    expect(await count()).toBe(before + 1);
    return (await lastEntries(1))[0];
  }

  async function noEntry(action: () => Promise<unknown>): Promise<void> {
    const before = await count();
    await action();
    expect(await count()).toBe(before);
  }

  const expectEntry = (entry: Entry, fields: Partial<Entry>) =>
    expect(entry).toMatchObject({
      adminId,
      adminEmail: t.config.adminEmail,
      ip: expect.stringMatching(/127\.0\.0\.1/),
      ...fields,
    });

  return { adminId, admin, count, onlyEntry, noEntry, expectEntry };
}
