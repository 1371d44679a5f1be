// PostgreSQL restarted in the middle of a registration load: fast 503s during the outage, automatic reconnection,
// and every registration that got a 2xx is in the database afterwards.
import pg from 'pg';
import { freePort, startTempPostgres } from './temp-postgres.mjs';
import { post, registration, startApiProcess } from './api-process.mjs';

export async function postgresRestartDrill() {
  const db = await startTempPostgres();
  const api = await startApiProcess({ DATABASE_URL: db.url, RUN_JOBS: 'false' }, await freePort());
  const results = [];
  let running = true;
  const worker = async () => {
    while (running) {
      const body = registration('pg');
      results.push({ ...(await post(`${api.url}/api/register`, body)), email: body.email });
    }
  };
  try {
    const workers = Array.from({ length: 8 }, worker);
    await new Promise((r) => setTimeout(r, 3000));
    const outageStart = Date.now();
    db.stop();
    await new Promise((r) => setTimeout(r, 3000));
    db.start();
    const outageEnd = Date.now();
    await new Promise((r) => setTimeout(r, 4000));
    running = false;
    await Promise.all(workers);

    const during = results.filter((r) => r.started >= outageStart && r.started < outageEnd);
    const after = results.filter((r) => r.started >= outageEnd + 2000);
    const ok = results.filter((r) => r.status === 201);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query('SELECT email FROM users WHERE email = ANY($1)', [ok.map((r) => r.email)]);
    await client.end();
    const statuses = (list) =>
      Object.entries(list.reduce((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {}))
        .map(([s, n]) => `${s}×${n}`)
        .join(', ');
    return {
      name: 'PostgreSQL reiniciado bajo carga (8 registros concurrentes)',
      passed:
        rows.length === ok.length &&
        during.every((r) => r.status === 201 || r.status === 503) &&
        Math.max(...during.map((r) => r.ms)) < 5000 &&
        after.length > 0 &&
        after.every((r) => r.status === 201),
      details: [
        `${results.length} registros intentados, ${ok.length} con 201, ${rows.length} de ellos en la base después`,
        `durante la caída (3 s): ${statuses(during)}; latencia máxima ${Math.max(...during.map((r) => r.ms))} ms`,
        `tras la vuelta (+2 s): ${statuses(after)}`,
      ],
    };
  } finally {
    running = false;
    api.child.kill('SIGTERM');
    await api.exited;
    db.destroy();
  }
}
