#!/usr/bin/env node
// Proves both generators of docs/contributing.md as a newcomer would use them, in a scratch copy of the repository
// (its tracked and untracked files; node_modules linked, not copied): `npm run new:content-kind -- eventos evento y
// Eventos`, `npm run new:field -- testimonials destacado boolean` and `npm run new:field -- eventos fecha date`, with no
// hand edit. Then it type-checks the three workspaces and runs, against the copy, the generated API tests and the
// security suites (route-matrix, bad-input). It also proves that a generator whose anchor is gone fails and writes
// nothing. The database is the one the API tests use (DATABASE_URL or the embedded one).
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'generators-'));
const started = Date.now();
const step = (what) => console.log(`[${Math.round((Date.now() - started) / 1000)} s] ${what}`);

try {
  copyRepository();
  step('copia del repositorio lista');
  provesMissingAnchorFails();
  step('un ancla ausente hace fallar el generador sin escribir nada');

  npm('run', 'new:content-kind', '--', 'eventos', 'evento', 'y', 'Eventos');
  npm('run', 'new:field', '--', 'testimonials', 'destacado', 'boolean');
  npm('run', 'new:field', '--', 'eventos', 'fecha', 'date');
  step('generado: eventos, testimonials.destacado, eventos.fecha');

  await Promise.all(
    ['backend', 'public-web', 'admin-ui'].map((ws) => command('npx', ['tsc', '-p', `${ws}/tsconfig.json`, '--noEmit'])),
  );
  step('tipos correctos en backend, public-web y admin-ui');

  await command(
    'npx',
    [
      'jest',
      '-w',
      '2',
      'test/content/eventos.e2e-spec.ts',
      'test/content/testimonials-destacado.e2e-spec.ts',
      'test/content/eventos-fecha.e2e-spec.ts',
      'test/content/public-content.e2e-spec.ts',
      'test/security/route-matrix.e2e-spec.ts',
      'test/security/bad-input.e2e-spec.ts',
    ],
    join(scratch, 'backend'),
    { NODE_OPTIONS: '--experimental-vm-modules' },
  );
  step('pruebas generadas, route-matrix y bad-input en verde');
  console.log(
    'Generadores: new:content-kind y new:field escriben un tipo y sus campos que compilan y pasan sus pruebas.',
  );
} finally {
  // KEEP_SCRATCH=1 keeps the copy to look into a failure.
  if (process.env.KEEP_SCRATCH) console.log(`Copia conservada en ${scratch}`);
  else rmSync(scratch, { recursive: true, force: true });
}

/** The working tree as it is (uncommitted changes included), with every node_modules linked. */
function copyRepository() {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
    .toString()
    .split('\0')
    .filter((file) => file && existsSync(join(root, file)));
  for (const file of files) cpSync(join(root, file), join(scratch, file));
  // The workspaces' own packages (@multyhealth/rules, …) must resolve to the copy's, the rest to the installed ones.
  mkdirSync(join(scratch, 'node_modules/@multyhealth'), { recursive: true });
  for (const entry of readdirSync(join(root, 'node_modules')))
    if (entry !== '@multyhealth') symlinkSync(join(root, 'node_modules', entry), join(scratch, 'node_modules', entry));
  for (const entry of readdirSync(join(root, 'node_modules/@multyhealth')))
    symlinkSync(`../../${entry}`, join(scratch, 'node_modules/@multyhealth', entry));
  for (const ws of ['backend', 'public-web', 'admin-ui', 'rules', 'brand'])
    if (existsSync(join(root, ws, 'node_modules')))
      symlinkSync(join(root, ws, 'node_modules'), join(scratch, ws, 'node_modules'));
  // The built backend (with its .tsbuildinfo) makes the generators' `npm run api:types` an incremental build.
  if (existsSync(join(root, 'backend/dist')))
    cpSync(join(root, 'backend/dist'), join(scratch, 'backend/dist'), { recursive: true });
  npm('run', 'build', '-w', 'rules');
}

/** With the admin menu's anchor gone, new:content-kind exits with an error and leaves every file as it was. */
function provesMissingAnchorFails() {
  const menu = join(scratch, 'admin-ui/src/components/AdminMenu.tsx');
  const original = readFileSync(menu, 'utf8');
  writeFileSync(menu, original.replace('<Menu.ResourceItem name="legal-texts" />', ''));
  let failed = false;
  try {
    npm('run', 'new:content-kind', '--', 'notas', 'nota', 'n', 'Notas');
  } catch (error) {
    failed = /AdminMenu\.tsx: no contiene/.test(error.message);
  }
  writeFileSync(menu, original);
  if (!failed) throw new Error('new:content-kind terminó bien aunque un ancla no estaba en su archivo');
  const written = ['backend/src/modules/content/domain/nota.ts', 'admin-ui/src/notas'].filter((p) =>
    existsSync(join(scratch, p)),
  );
  const module = readFileSync(join(scratch, 'backend/src/modules/content/content.module.ts'), 'utf8');
  if (written.length || module.includes('Nota'))
    throw new Error(`El generador fallido escribió ${written.join(', ') || 'content.module.ts'}`);
}

function npm(...args) {
  try {
    execFileSync('npm', args, { cwd: scratch, stdio: 'pipe', env: { ...process.env, npm_config_fund: 'false' } });
  } catch (error) {
    throw new Error(`npm ${args.join(' ')} falló:\n${error.stdout}${error.stderr}`);
  }
}

function command(cmd, args, cwd = scratch, env = {}) {
  return new Promise((done, fail) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(`${cmd} ${args.join(' ')} falló:\n${output}`))));
  });
}
