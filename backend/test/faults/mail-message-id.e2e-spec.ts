import { SMTPServer } from 'smtp-server';
import { OutboxDispatcher } from '../../src/platform/mail/outbox-dispatcher.js';
import { registrationBody } from '../support/members.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const SMTP_PORT = 4121;

/** A message sent again after a crash (sent, but not yet marked sent) carries the same Message-ID, so receivers deduplicate. */
describe('Message-ID of outbox e-mails', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  const received: { to: string; messageId: string }[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const messageId = /^Message-ID:\s*(.+?)\r?$/im.exec(Buffer.concat(chunks).toString('latin1'))?.[1] ?? '';
          received.push(...session.envelope.rcptTo.map((r) => ({ to: r.address, messageId })));
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}?ignoreTLS=true`,
      RUN_JOBS: 'false',
      MAIL_FROM: 'Multyhealth <no-reply@correo.multyhealth.test>',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('derives it from the outbox row, the same on every retry and different for every row', async () => {
    const body = registrationBody();
    await t.http().post('/api/register').send(body).expect(201);
    const dispatcher = t.app.get(OutboxDispatcher);
    expect(await dispatcher.deliverDue()).toBe(2);

    const [row] = await t.sql<{ id: number; createdAt: Date }>(
      `SELECT id, "createdAt" FROM mail_outbox WHERE "to" = $1`,
      [body.email],
    );
    const first = received.filter((m) => m.to === body.email);
    expect(first).toEqual([
      { to: body.email, messageId: `<outbox-${row.id}.${row.createdAt.getTime()}@correo.multyhealth.test>` },
    ]);

    // As if the process had died between sending and marking the row sent.
    await t.sql(`UPDATE mail_outbox SET status = 'pending', "nextAttemptAt" = now() WHERE id = $1`, [row.id]);
    expect(await dispatcher.deliverDue()).toBe(1);
    const copies = received.filter((m) => m.to === body.email);
    expect(copies).toHaveLength(2);
    expect(copies[1].messageId).toBe(copies[0].messageId);
    expect(new Set(received.map((m) => m.messageId)).size).toBe(2);
  });
});
