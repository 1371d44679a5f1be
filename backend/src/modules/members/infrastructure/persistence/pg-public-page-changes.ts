import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type pg from 'pg';
import { DataSource } from 'typeorm';
import { FailFastPgClient } from '../../../../database/fail-fast-pg-client.js';
import { DatabaseTarget } from '../../../../platform/database/database-target.js';
import { PublicPageChanges, type PublicPageChange } from '../../domain/public-page.js';

const CHANNEL = 'public_page_changed';
const RECONNECT_MS = 1_000;

// Every pooled connection listens too: PostgreSQL hands a session its own notice with the COMMIT's answer, so a change
// made through this process is forgotten before the request that made it returns.
FailFastPgClient.sessionSetup.add(`LISTEN ${CHANNEL}`);

/**
 * PostgreSQL LISTEN/NOTIFY: triggers notify `public_page_changed` with the member id at commit (migration
 * 1734100000001). On a server, one dedicated connection per process hears every instance's changes; while it is
 * down the cache is bypassed, and after it reconnects everything is forgotten (notices may have been missed).
 * Embedded PGlite is a single session of a single process, so the pool's connection hears everything.
 */
@Injectable()
export class PgPublicPageChanges extends PublicPageChanges implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('PaginasPublicas');
  private readonly listeners: ((change: PublicPageChange) => void)[] = [];
  private readonly followed = new WeakSet<pg.Client>();
  private listener?: pg.Client;
  private listening = false;
  private closed = false;
  private retry?: NodeJS.Timeout;

  constructor(
    private readonly dataSource: DataSource,
    private readonly target: DatabaseTarget,
  ) {
    super();
  }

  get live(): boolean {
    return this.target.embedded || this.listening;
  }

  subscribe(listener: (change: PublicPageChange) => void): void {
    this.listeners.push(listener);
  }

  onModuleInit(): void {
    const pool = (this.dataSource.driver as unknown as { master: pg.Pool & { _clients?: pg.Client[] } }).master;
    pool.on('connect', (client) => this.follow(client));
    for (const client of pool._clients ?? []) this.follow(client);
    if (!this.target.embedded) void this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await this.listener?.end().catch(() => undefined);
  }

  private follow(client: pg.Client): void {
    if (this.followed.has(client)) return;
    this.followed.add(client);
    client.on('notification', (notice) => {
      if (notice.channel !== CHANNEL) return;
      const memberId = Number(notice.payload);
      if (Number.isInteger(memberId)) this.emit({ memberId });
    });
  }

  private async connect(): Promise<void> {
    const client = new FailFastPgClient({ connectionString: this.target.url, keepAlive: true });
    this.listener = client;
    const lost = () => {
      if (this.listener !== client) return;
      this.listener = undefined;
      if (this.listening && !this.closed)
        this.logger.warn('Se perdió la escucha de cambios de páginas públicas; se leen de la base');
      this.listening = false;
      client.end().catch(() => undefined);
      if (!this.closed) this.retry = setTimeout(() => void this.connect(), RECONNECT_MS);
    };
    client.on('error', lost);
    client.on('end', lost);
    this.follow(client);
    try {
      await client.connect();
      if (this.listener !== client || this.closed) return;
      this.listening = true;
      this.emit('all');
    } catch {
      lost();
    }
  }

  private emit(change: PublicPageChange): void {
    for (const listener of this.listeners) listener(change);
  }
}
