import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { OutboxDispatcher } from '../../src/platform/mail/outbox-dispatcher.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { registrationBody } from '../support/members.js';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('mail server outage', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`, RUN_JOBS: 'false' });
  });
  afterAll(() => t.close());

  it('keeps registrations while SMTP is down and sends every e-mail exactly once when it is back', async () => {
    const dispatcher = t.app.get(OutboxDispatcher);
    const bodies = [registrationBody(), registrationBody()];
    for (const body of bodies) await t.http().post('/api/register').send(body).expect(201);

    await dispatcher.deliverDue();
    const pending = await t.sql<{ status: string; attempts: number; lastError: string }>(
      `SELECT status, attempts, "lastError" FROM mail_outbox`,
    );
    expect(pending).toHaveLength(4);
    expect(pending.every((m) => m.status === 'pending' && m.attempts === 1 && m.lastError)).toBe(true);
    expect(await t.sql(`SELECT id FROM users WHERE email = ANY($1)`, [bodies.map((b) => b.email)])).toHaveLength(2);

    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        stream.resume();
        stream.on('end', () => {
          received.push(...session.envelope.rcptTo.map((r) => r.address));
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    try {
      await t.sql(`UPDATE mail_outbox SET "nextAttemptAt" = now()`); // the back-off delay has passed
      expect(await dispatcher.deliverDue()).toBe(4);
      expect(await dispatcher.deliverDue()).toBe(0);
      expect(received.sort()).toEqual([...bodies.map((b) => b.email), t.config.adminEmail, t.config.adminEmail].sort());
      const sent = await t.sql<{ status: string }>(`SELECT status FROM mail_outbox`);
      expect(sent.every((m) => m.status === 'sent')).toBe(true);
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
