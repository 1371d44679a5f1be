import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import {
  FileReferences,
  REFERENCE_COLUMNS,
  type FileReference,
  type MigrationGroup,
  type ReferenceColumn,
} from '../../domain/file-references.js';
import type { PendingUsage } from '../../domain/upload-rules.js';

/** Rows of any reference column holding the URL `value` (a parameter or a column of the outer query). */
const referencesTo = (value: string) =>
  REFERENCE_COLUMNS.map((c) => `SELECT 1 FROM ${c.table} WHERE "${c.column}" = ${value}`).join(' UNION ALL ');

/**
 * Reads and guards writes on the URL columns of other contexts' tables (listed in REFERENCE_COLUMNS, fixed
 * identifiers, never user input). Plain SQL on purpose: media only touches these columns, not those contexts' models.
 */
@Injectable()
export class SqlFileReferences extends FileReferences {
  constructor(private readonly tx: Transactions) {
    super();
  }

  async findAll(prefixes: string[]): Promise<FileReference[]> {
    const found: FileReference[] = [];
    for (const column of REFERENCE_COLUMNS) found.push(...(await this.select(column, prefixes)));
    return found;
  }

  async findForMigration(group: MigrationGroup): Promise<FileReference[]> {
    const column = REFERENCE_COLUMNS.find((c) => 'migrationGroup' in c && c.migrationGroup === group)!;
    const rows: { id: number; url: string }[] = await this.tx.manager.query(
      `SELECT id, "${column.column}" AS url FROM ${column.table} WHERE "${column.column}" <> '' ORDER BY id`,
    );
    return rows.map((row) => ({ table: column.table, column: column.column, rowId: row.id, url: row.url }));
  }

  async clear(ref: FileReference): Promise<boolean> {
    const column = this.column(ref);
    const sql =
      column.whenMissing === 'delete-row'
        ? `DELETE FROM ${column.table} WHERE id = $1 AND "${column.column}" = $2`
        : `UPDATE ${column.table} SET "${column.column}" = NULL WHERE id = $1 AND "${column.column}" = $2`;
    return this.affected(sql, [ref.rowId, ref.url]);
  }

  rewrite(ref: FileReference, url: string): Promise<boolean> {
    const column = this.column(ref);
    return this.affected(
      `UPDATE ${column.table} SET "${column.column}" = $3 WHERE id = $1 AND "${column.column}" = $2`,
      [ref.rowId, ref.url, url],
    );
  }

  async isReferenced(url: string): Promise<boolean> {
    const rows = await this.tx.manager.query(`SELECT EXISTS (${referencesTo('$1')}) AS found`, [url]);
    return rows[0].found === true;
  }

  async unattachedUsage(ownerId: number): Promise<PendingUsage> {
    const [row] = await this.tx.manager.query(
      `SELECT count(*)::int AS files, coalesce(sum(m.size), 0)::float8 AS bytes FROM media_files m
        WHERE m."ownerId" = $1 AND NOT EXISTS (${referencesTo('m.url')})`,
      [ownerId],
    );
    return { files: row.files, bytes: row.bytes };
  }

  private async select(column: ReferenceColumn, prefixes: string[]): Promise<FileReference[]> {
    if (!prefixes.length) return [];
    const likes = prefixes.map((_, i) => `starts_with("${column.column}", $${i + 1})`).join(' OR ');
    const rows: { id: number; url: string }[] = await this.tx.manager.query(
      `SELECT id, "${column.column}" AS url FROM ${column.table} WHERE ${likes} ORDER BY id`,
      prefixes,
    );
    return rows.map((row) => ({ table: column.table, column: column.column, rowId: row.id, url: row.url }));
  }

  private column(ref: FileReference): ReferenceColumn {
    const column = REFERENCE_COLUMNS.find((c) => c.table === ref.table && c.column === ref.column);
    if (!column) throw new Error(`Columna de archivo desconocida: ${ref.table}.${ref.column}`);
    return column;
  }

  private async affected(sql: string, params: unknown[]): Promise<boolean> {
    const result = await this.tx.manager.query(sql, params);
    // pg returns [rows, rowCount] for UPDATE/DELETE through TypeORM's query().
    const count = Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
    return count > 0;
  }
}
