import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { TestApp } from '../support/test-app.js';

/**
 * Everything a request could have changed: per table its row count and an md5 of its rows, and the stored files.
 * Two equal snapshots mean nothing was written, not even a timestamp.
 */
export async function snapshot(t: TestApp): Promise<Record<string, string>> {
  const tables = await t.sql<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await t.sql<{ n: number; h: string }>(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(x::text, ',' ORDER BY x::text), '')) AS h FROM "${name}" x`,
    );
    out[name] = `${row.n} rows, md5 ${row.h}`;
  }
  out['files on disk'] = storedFiles(t).join(', ');
  return out;
}

/** Files under DATA_DIR/uploads and DATA_DIR/tmp, relative to DATA_DIR. */
export function storedFiles(t: TestApp): string[] {
  const walk = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
        )
      : [];
  return ['uploads', 'tmp']
    .flatMap((d) => walk(join(t.config.dataDir, d)))
    .map((f) => relative(t.config.dataDir, f))
    .sort();
}
