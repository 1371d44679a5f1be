import { Inject, Injectable, Logger } from '@nestjs/common';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../shared/domain/settings.js';
import { OutboxRounds } from '../jobs/outbox-rounds.js';
import type { AppConfig } from '../../shared/domain/settings.js';
import { createMailTransport, type MailTransport } from './mail-transport.js';
import type { MailOutboxOrmEntity } from './mail-outbox.orm-entity.js';

const MAX_ATTEMPTS = 12;
/** Test hook only (the crash test of test/faults): widens the window between sending a message and marking it sent. */
const DELAY_AFTER_SEND_MS = Number(process.env.TEST_MAIL_DELAY_AFTER_SEND_MS) || 0;

/**
 * A message can be sent and the process die before its row is marked sent; the retry then sends it again. The same
 * Message-ID (row id plus creation time, unique even across a database restored from a backup) lets mail servers
 * and clients recognise the copy as the same message.
 */
export function outboxMessageId(
  mail: Pick<MailOutboxOrmEntity, 'id' | 'createdAt'>,
  config: Pick<AppConfig, 'mailFrom' | 'publicUrl'>,
): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(config.mailFrom)?.[1] ?? new URL(config.publicUrl).hostname;
  return `<outbox-${mail.id}.${new Date(mail.createdAt).getTime()}@${domain}>`;
}

/**
 * Sends queued mail. A message is leased by pushing `nextAttemptAt` forward before sending, so several instances
 * never send the same row at once; failures back off exponentially (30 s … 1 h) and are kept with their error.
 * The rounds themselves (timer, `soon()`, shutdown) are OutboxRounds'.
 */
@Injectable()
export class OutboxDispatcher extends OutboxRounds {
  private readonly transport: MailTransport;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {
    super(new Logger('Mail'), 'Entrega de correo aplazada');
    this.transport = createMailTransport(config.smtpUrl, join(config.dataDir, 'outbox'));
  }

  protected enabled(): boolean {
    return this.config.runJobs;
  }

  /** Sends every due message; resolves when this round is done. */
  async deliverDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch: MailOutboxOrmEntity[] = await this.dataSource
        .query(
          `UPDATE mail_outbox SET attempts = attempts + 1,
                "nextAttemptAt" = now() + least(interval '30 seconds' * power(2, attempts), interval '1 hour')
          WHERE id IN (SELECT id FROM mail_outbox WHERE status = 'pending' AND "nextAttemptAt" <= now()
                        ORDER BY id LIMIT 20 FOR UPDATE SKIP LOCKED)
          RETURNING *`,
        )
        .then(([rows]: [MailOutboxOrmEntity[]]) => rows);
      if (!batch.length || this.stopped) return sent;
      for (const mail of batch) {
        try {
          const messageId = outboxMessageId(mail, this.config);
          await this.transport.send(
            {
              from: this.config.mailFrom,
              to: mail.to,
              subject: mail.subject,
              html: mail.html,
              text: mail.text,
              messageId,
            },
            mail.id,
          );
          if (DELAY_AFTER_SEND_MS) await new Promise((resolve) => setTimeout(resolve, DELAY_AFTER_SEND_MS));
          await this.dataSource.query(
            `UPDATE mail_outbox SET status = 'sent', "sentAt" = now(), "lastError" = NULL WHERE id = $1`,
            [mail.id],
          );
          sent++;
        } catch (error) {
          const message = (error as Error).message;
          const failed = mail.attempts >= MAX_ATTEMPTS;
          await this.dataSource.query(`UPDATE mail_outbox SET "lastError" = $2, status = $3 WHERE id = $1`, [
            mail.id,
            message,
            failed ? 'failed' : 'pending',
          ]);
          this.logger.warn(
            `No se pudo enviar el correo ${mail.id} a ${mail.to} (intento ${mail.attempts}): ${message}`,
          );
        }
      }
    }
  }
}
