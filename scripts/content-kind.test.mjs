#!/usr/bin/env node
// Proves `npm run new:content-kind` end to end: in a scratch copy of the repository (node_modules linked, not copied)
// it generates a throwaway kind, builds the backend, starts it on the embedded database and does a create, list,
// update and delete through HTTP. Only the backend is built, to stay fast; the admin-ui and public-web files are
// type-checked by their own builds once a real kind is committed.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'content-kind-'));
const run = (cmd, args, cwd = scratch) => execFileSync(cmd, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
let server;

try {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
    .toString()
    .split('\0')
    .filter((file) => file && existsSync(join(root, file)));
  for (const file of files) cpSync(join(root, file), join(scratch, file));
  for (const dir of ['node_modules', 'backend/node_modules', 'rules/node_modules'])
    if (existsSync(join(root, dir))) symlinkSync(join(root, dir), join(scratch, dir));
  for (const dir of ['rules/dist'].filter((d) => existsSync(join(root, d))))
    cpSync(join(root, dir), join(scratch, dir), { recursive: true });

  run('npx', ['plop', '--plopfile', 'plopfile.mjs', 'content-kind', 'pruebas', 'prueba', 'y', 'Pruebas']);
  run('npx', ['tsc', '-p', 'tsconfig.build.json'], join(scratch, 'backend'));

  const port = await freePort();
  const base = `http://127.0.0.1:${port}/api`;
  server = spawn('node', ['backend/dist/main.js'], {
    cwd: scratch,
    stdio: 'ignore',
    env: { ...process.env, DATABASE_URL: '', PORT: String(port), DATA_DIR: join(scratch, 'data'), SEED_DEMO: 'false' },
  });
  await waitFor(`${base}/health`);

  const login = await call('POST', `${base}/login`, { email: 'admin@multyhealth.local', password: 'admin12345' });
  const auth = { authorization: `Bearer ${login.access_token ?? login.token}` };
  const created = await call('POST', `${base}/admin/pruebas`, { title: 'Feria', description: 'Sábado' }, auth, 201);
  const list = await call('GET', `${base}/admin/pruebas`, undefined, auth);
  expect(list.length === 1 && list[0].title === 'Feria', 'la lista tiene el elemento creado');
  const updated = await call('PUT', `${base}/admin/pruebas/${created.id}`, { title: 'Feria 2' }, auth);
  expect(updated.title === 'Feria 2', 'la actualización cambia el título');
  const shown = await call('GET', `${base}/pruebas`);
  expect(shown.length === 1 && shown[0].title === 'Feria 2', 'la lista pública muestra el elemento activo');
  await call('DELETE', `${base}/admin/pruebas/${created.id}`, undefined, auth);
  await call('GET', `${base}/admin/pruebas/${created.id}`, undefined, auth, 404);
  console.log('new:content-kind: generado, compilado y probado (crear, listar, actualizar, eliminar) por HTTP.');
} finally {
  server?.kill();
  rmSync(scratch, { recursive: true, force: true });
}

async function call(method, url, body, headers = {}, status = 200) {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body && JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== status) throw new Error(`${method} ${url}: ${res.status} (se esperaba ${status}) ${text}`);
  return text ? JSON.parse(text) : null;
}

function expect(condition, what) {
  if (!condition) throw new Error(`Falló: ${what}`);
}

async function waitFor(url) {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error('El servidor generado terminó al arrancar');
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error('El servidor generado no arrancó en 60 s');
}

function freePort() {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}
