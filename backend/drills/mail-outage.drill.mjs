// The mail server is down while people register: every registration is kept, and once the server is back every
// e-mail is delivered exactly once (persistent outbox with retries).
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { freePort, startTempPostgres } from './temp-postgres.mjs';
import { post, registration, startApiProcess } from './api-process.mjs';

export async function mailOutageDrill() {
  const db = await startTempPostgres();
  const smtpPort = await freePort();
  const api = await startApiProcess(
    { DATABASE_URL: db.url, SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`, ADMIN_EMAIL: 'admin@drill.local' },
    await freePort(),
  );
  const received = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      stream.resume();
      stream.on('end', () => (received.push(...session.envelope.rcptTo.map((r) => r.address)), done()));
    },
  });
  try {
    const bodies = Array.from({ length: 20 }, () => registration('mail'));
    const statuses = await Promise.all(bodies.map((b) => post(`${api.url}/api/register`, b)));
    const downSince = Date.now();
    await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
    const expected = bodies.length * 2;
    const deadline = Date.now() + 90_000;
    while (received.length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
    await new Promise((r) => setTimeout(r, 6000)); // one more dispatcher round: nothing may arrive twice
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const users = (
      await client.query('SELECT count(*)::int AS n FROM users WHERE email = ANY($1)', [bodies.map((b) => b.email)])
    ).rows[0].n;
    const outbox = (await client.query(`SELECT status, count(*)::int AS n FROM mail_outbox GROUP BY status`)).rows;
    await client.end();
    const perApplicant = bodies.map((b) => received.filter((r) => r === b.email).length);
    return {
      name: 'Servidor de correo caído durante los registros',
      passed:
        statuses.every((s) => s.status === 201) &&
        users === bodies.length &&
        perApplicant.every((n) => n === 1) &&
        received.length === expected,
      details: [
        `${bodies.length} registros con el SMTP caído: ${statuses.filter((s) => s.status === 201).length} respondieron 201, ${users} guardados`,
        `SMTP de vuelta: ${received.length} de ${expected} correos entregados en ${Math.round((Date.now() - downSince) / 1000)} s (reintento con espera de 30 s)`,
        `correos por solicitante: ${[...new Set(perApplicant)].join(', ')} (ninguno duplicado); buzón: ${outbox.map((o) => `${o.status} ${o.n}`).join(', ')}`,
      ],
    };
  } finally {
    smtp.close();
    api.child.kill('SIGTERM');
    await api.exited;
    db.destroy();
  }
}
