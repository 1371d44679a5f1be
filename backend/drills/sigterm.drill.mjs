// SIGTERM during load: requests already in flight finish, new connections are refused, the process exits in < 10 s.
import { freePort, startTempPostgres } from './temp-postgres.mjs';
import { post, registration, startApiProcess } from './api-process.mjs';

export async function sigtermDrill() {
  const db = await startTempPostgres();
  const port = await freePort();
  const api = await startApiProcess({ DATABASE_URL: db.url }, port);
  const results = [];
  let running = true;
  const worker = async () => {
    while (running) results.push({ ...(await post(`${api.url}/api/register`, registration('term'))) });
  };
  try {
    const workers = Array.from({ length: 16 }, worker);
    await new Promise((r) => setTimeout(r, 2000));
    const signalAt = Date.now();
    api.child.kill('SIGTERM');
    const code = await api.exited;
    const exitMs = Date.now() - signalAt;
    running = false;
    await Promise.all(workers);
    const before = results.filter((r) => r.started < signalAt);
    const lost = before.filter((r) => r.status === 0);
    const later = results.filter((r) => r.started > signalAt + 50);
    return {
      name: 'SIGTERM bajo carga (16 clientes registrándose)',
      passed:
        lost.length === 0 &&
        before.every((r) => r.status === 201) &&
        exitMs < 10_000 &&
        code === 0 &&
        later.every((r) => r.status === 0 || r.status === 503),
      details: [
        `${before.length} peticiones empezadas antes de la señal: ${before.filter((r) => r.status === 201).length} con 201, ${lost.length} cortadas`,
        `salida en ${exitMs} ms con código ${code}`,
        `peticiones nuevas después: ${later.length}, ninguna atendida: ${later.filter((r) => r.status === 0).length} conexión rechazada, ${later.filter((r) => r.status === 503).length} con 503 + Connection: close`,
      ],
    };
  } finally {
    running = false;
    if (api.child.exitCode === null) api.child.kill('SIGKILL');
    db.destroy();
  }
}
