import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { migrations } from '../../database/migrations/index.js';
import { isDraining } from '../http/graceful-shutdown.js';

/** Every migration this build knows (on a server they run on their own connection, not the pool's DataSource). */
const KNOWN_MIGRATIONS = migrations.map((Migration) => new Migration().name ?? Migration.name);

export const READINESS_MESSAGES = {
  draining: 'El servidor se está deteniendo y no acepta tráfico nuevo.',
  database: 'La base de datos no responde.',
  migrations: 'Hay migraciones de la base de datos pendientes de aplicar.',
};

/** A probe must answer quickly even when the database hangs (dropped packets): past this, it is not ready. */
const DATABASE_TIMEOUT_MS = 2_000;

/** Whether this instance should receive traffic: not shutting down, database answering, every migration applied. */
@Injectable()
export class Readiness {
  constructor(private readonly dataSource: DataSource) {}

  /** null when ready, else the reason (Spanish, shown to the operator). */
  async problem(): Promise<string | null> {
    if (isDraining()) return READINESS_MESSAGES.draining;
    let applied: Set<string>;
    try {
      applied = await withTimeout(this.appliedMigrations(), DATABASE_TIMEOUT_MS);
    } catch {
      return READINESS_MESSAGES.database;
    }
    if (isDraining()) return READINESS_MESSAGES.draining;
    return KNOWN_MIGRATIONS.every((name) => applied.has(name)) ? null : READINESS_MESSAGES.migrations;
  }

  /** One round trip that proves the database answers and reads which migrations it has. */
  private async appliedMigrations(): Promise<Set<string>> {
    const table = this.dataSource.options.migrationsTableName ?? 'migrations';
    const rows: { name: string }[] = await this.dataSource.query(`SELECT name FROM "${table}"`);
    return new Set(rows.map((row) => row.name));
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
