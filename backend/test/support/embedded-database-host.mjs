// Serves fresh embedded databases to one Jest worker; the global setup starts one per worker when the tests run
// without DATABASE_URL. Jest gives every test file a new module registry, so a file that started PGlite itself loaded
// and compiled its WebAssembly again, about 2.5 s of each file. This process loads it once; a new database from the
// migrated snapshot then takes about half a second.
//
//   POST /databases        body: the snapshot's path   → { id, url }   (url: postgres:// over a unix socket)
//   DELETE /databases/{id}                              → 204
//
// It reports its port to the parent over IPC and exits when told to (SIGTERM) or when the parent goes away.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const snapshots = new Map();
const databases = new Map();
let lastId = 0;

async function createDatabase(snapshotPath) {
  if (!snapshots.has(snapshotPath)) snapshots.set(snapshotPath, new Blob([readFileSync(snapshotPath)]));
  // pg_trgm as in src/database/embedded-postgres.ts, which the migrations that built the snapshot ran on.
  const db = await PGlite.create({ loadDataDir: snapshots.get(snapshotPath), extensions: { pg_trgm } });
  const socketDir = mkdtempSync(join(tmpdir(), 'mh-pg-'));
  const socketServer = new PGLiteSocketServer({ db, path: join(socketDir, '.s.PGSQL.5432') });
  await socketServer.start();
  const id = String(++lastId);
  databases.set(id, { db, socketServer, socketDir });
  return { id, url: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}` };
}

async function dropDatabase(id) {
  const database = databases.get(id);
  if (!database) return;
  databases.delete(id);
  await database.socketServer.stop();
  await database.db.close();
  rmSync(database.socketDir, { recursive: true, force: true });
}

async function readBody(request) {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

const server = createServer(async (request, response) => {
  try {
    if (request.method === 'POST' && request.url === '/databases') {
      const created = await createDatabase(await readBody(request));
      response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(created));
    } else if (request.method === 'DELETE' && request.url.startsWith('/databases/')) {
      await dropDatabase(request.url.slice('/databases/'.length));
      response.writeHead(204).end();
    } else {
      response.writeHead(404).end();
    }
  } catch (error) {
    response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error?.stack ?? error));
  }
});

// A test file that never dropped its database leaves only its socket directory behind when the process ends.
function exit() {
  for (const database of databases.values()) rmSync(database.socketDir, { recursive: true, force: true });
  process.exit(0);
}

server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
process.on('disconnect', exit);
process.on('SIGTERM', exit);
