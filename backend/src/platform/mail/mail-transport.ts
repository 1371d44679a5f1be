import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage } from '../../shared/domain/mailer.js';

export interface MailTransport {
  send(message: MailMessage & { from: string }, id: number): Promise<void>;
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
      const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
      writeFileSync(file, info.message);
      logger.log(`Correo "${message.subject}" para ${message.to} guardado en ${file}`);
    },
  };
}

/** Fail fast when the mail server is down: the outbox retries later. */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [key, value] of [['connectionTimeout', '10000'], ['greetingTimeout', '10000'], ['socketTimeout', '20000']]) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return url.toString();
}
