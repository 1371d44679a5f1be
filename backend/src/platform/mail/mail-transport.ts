import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage } from '../../shared/domain/mailer.js';

/** `messageId` and `id` come from the outbox row, so a retry after a crash re-sends the same message, never a new one. */
export interface MailTransport {
  send(message: MailMessage & { from: string; messageId: string }, id: number): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise every message becomes an .eml file a developer can open. */
export function createMailTransport(smtpUrl: string | undefined, outboxDir: string): MailTransport {
  const logger = new Logger('Mail');
  if (smtpUrl) {
    const smtp: Transporter = nodemailer.createTransport(withTimeouts(smtpUrl));
    return { send: async (message) => void (await smtp.sendMail(message)) };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  logger.log(`Sin SMTP_URL: los correos se guardan como archivos .eml en ${outboxDir}`);
  return {
    async send(message, id) {
      const info = (await files.sendMail(message)) as { message: Buffer };
      mkdirSync(outboxDir, { recursive: true });
      // One file per outbox row (zero-padded so names sort in sending order), replaced whole: never two, never half.
      const file = join(outboxDir, `mail-${String(id).padStart(12, '0')}.eml`);
      writeFileSync(`${file}.tmp`, info.message);
      renameSync(`${file}.tmp`, file);
      logger.log(`Correo "${message.subject}" para ${message.to} guardado en ${file}`);
    },
  };
}

/** Fail fast when the mail server is down: the outbox retries later. */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [key, value] of [
    ['connectionTimeout', '10000'],
    ['greetingTimeout', '10000'],
    ['socketTimeout', '20000'],
  ]) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return url.toString();
}
