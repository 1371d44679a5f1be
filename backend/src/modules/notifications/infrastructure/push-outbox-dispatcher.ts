import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OutboxRounds } from '../../../platform/jobs/outbox-rounds.js';
import { APP_CONFIG, type AppConfig } from '../../../shared/domain/settings.js';
import { PushSender } from '../domain/push-sender.js';

/** A notification older than this is dropped (and push services are told the same TTL). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

interface DuePush {
  id: string;
  subscriptionId: number;
  attempts: number;
  payload: string;
  urgency: 'normal' | 'high';
  ageSeconds: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Delivers queued push notifications in OutboxRounds, as the mail outbox does its mail: a row is leased by pushing
 * `nextAttemptAt` forward before sending, so instances never send one row twice at once, and failures back off
 * (30 s … 1 h) until the 24-hour TTL. A 404/410 deletes the device; a success stamps it.
 */
@Injectable()
export class PushOutboxDispatcher extends OutboxRounds {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly sender: PushSender,
  ) {
    super(new Logger('Notificaciones'), 'Entrega de notificaciones aplazada');
  }

  protected enabled(): boolean {
    return this.config.runJobs && Boolean(this.sender.publicKey());
  }

  /** Sends every due notification; resolves with how many arrived. */
  async deliverDue(): Promise<number> {
    await this.dataSource.query(
      `UPDATE push_outbox SET status = 'expired'
        WHERE status = 'pending' AND "createdAt" <= now() - make_interval(secs => $1)`,
      [PUSH_TTL_SECONDS],
    );
    await this.dataSource.query(
      `DELETE FROM push_outbox WHERE status <> 'pending' AND "createdAt" < now() - interval '7 days'`,
    );
    let delivered = 0;
    for (;;) {
      const [batch]: [DuePush[]] = await this.dataSource.query(
        `UPDATE push_outbox o SET attempts = o.attempts + 1,
                "nextAttemptAt" = now() + least(interval '30 seconds' * power(2, o.attempts), interval '1 hour')
           FROM push_subscriptions s
          WHERE s.id = o."subscriptionId"
            AND o.id IN (SELECT id FROM push_outbox WHERE status = 'pending' AND "nextAttemptAt" <= now()
                          ORDER BY id LIMIT 20 FOR UPDATE SKIP LOCKED)
          RETURNING o.id, o."subscriptionId", o.attempts, o.payload, o.urgency,
                    extract(epoch FROM now() - o."createdAt")::int AS "ageSeconds", s.endpoint, s.p256dh, s.auth`,
      );
      if (!batch.length || this.stopped) return delivered;
      for (const push of batch) if (await this.deliver(push)) delivered++;
    }
  }

  private async deliver(push: DuePush): Promise<boolean> {
    const outcome = await this.sender.send(push, push.payload, {
      ttlSeconds: Math.max(0, PUSH_TTL_SECONDS - push.ageSeconds),
      urgency: push.urgency,
    });
    if (outcome.result === 'delivered') {
      await this.dataSource.query(`DELETE FROM push_outbox WHERE id = $1`, [push.id]);
      await this.dataSource.query(`UPDATE push_subscriptions SET "lastSuccessAt" = now() WHERE id = $1`, [
        push.subscriptionId,
      ]);
      return true;
    }
    if (outcome.result === 'gone') {
      // The device unsubscribed or its subscription expired: its queued notifications go with it (cascade).
      await this.dataSource.query(`DELETE FROM push_subscriptions WHERE id = $1`, [push.subscriptionId]);
      this.logger.log(
        `Dispositivo ${push.subscriptionId} eliminado: el servicio de notificaciones respondió ${outcome.detail}`,
      );
      return false;
    }
    await this.dataSource.query(`UPDATE push_outbox SET "lastError" = $2, status = $3 WHERE id = $1`, [
      push.id,
      outcome.detail.slice(0, 500),
      outcome.result === 'refused' ? 'failed' : 'pending',
    ]);
    this.logger.warn(
      `No se pudo enviar la notificación ${push.id} (intento ${push.attempts}): ${outcome.detail.slice(0, 200)}`,
    );
    return false;
  }
}
