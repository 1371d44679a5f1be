import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { Pool } from 'pg';
import { Gauge } from 'prom-client';
import { DataSource } from 'typeorm';
import { AppMetrics } from './app-metrics.js';

/** Database figures read when Prometheus scrapes: the connection pool, and the mail outbox with one cheap count. */
@Injectable()
export class DatabaseMetrics implements OnModuleInit {
  constructor(
    private readonly metrics: AppMetrics,
    private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    const outboxFigures = () => this.outboxFigures();
    const registers = [this.metrics.registry];
    const pool = () => (this.dataSource.driver as unknown as { master?: Pool }).master;
    new Gauge({
      name: 'multyhealth_db_pool_connections',
      help: 'Conexiones del pool de PostgreSQL por estado (in_use, idle, waiting = peticiones esperando una conexión)',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const current = pool();
        if (!current) return;
        this.set({ state: 'in_use' }, current.totalCount - current.idleCount);
        this.set({ state: 'idle' }, current.idleCount);
        this.set({ state: 'waiting' }, current.waitingCount);
      },
    });
    new Gauge({
      name: 'multyhealth_mail_outbox_messages',
      help: 'Correos en la bandeja de salida: pending (por enviar), retrying (pendientes tras un fallo), failed (agotaron los intentos)',
      labelNames: ['state'] as const,
      registers,
      async collect() {
        const figures = await outboxFigures();
        if (!figures) return this.reset();
        for (const state of ['pending', 'retrying', 'failed'] as const) this.set({ state }, figures[state]);
      },
    });
    new Gauge({
      name: 'multyhealth_mail_outbox_oldest_pending_seconds',
      help: 'Antigüedad del correo pendiente más antiguo (0 sin pendientes)',
      registers,
      async collect() {
        const figures = await outboxFigures();
        if (figures) this.set(figures.oldestSeconds);
        else this.reset();
      },
    });
  }

  private inFlight?: Promise<OutboxFigures | null>;

  /** Both outbox gauges are collected in the same scrape: they share one query. A silent database leaves them empty. */
  private outboxFigures(): Promise<OutboxFigures | null> {
    this.inFlight ??= this.dataSource
      .query(
        `SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending,
                count(*) FILTER (WHERE status = 'pending' AND attempts > 0)::int AS retrying,
                count(*) FILTER (WHERE status = 'failed')::int AS failed,
                coalesce(extract(epoch FROM now() - min("createdAt") FILTER (WHERE status = 'pending')), 0)::float AS "oldestSeconds"
           FROM mail_outbox WHERE status <> 'sent'`,
      )
      .then((rows: OutboxFigures[]) => rows[0])
      .catch(() => null)
      .finally(() => (this.inFlight = undefined));
    return this.inFlight;
  }
}

interface OutboxFigures {
  pending: number;
  retrying: number;
  failed: number;
  oldestSeconds: number;
}
