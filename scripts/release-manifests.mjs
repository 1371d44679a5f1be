// Writes the runtime tree's package.json and package-lock.json: one workspace (backend) and the workspace packages
// it links to (rules), their production dependencies only, the lockfile cut down to what they reach. `npm ci --omit=dev --workspace backend` on the
// monorepo's own files would also install packages the front ends need at build time and optional peers of the
// development tree (typescript, babel), because npm's omit flags are computed for the whole monorepo.
// Usage: node scripts/release-manifests.mjs <out dir>
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const out = process.argv[2];
const WORKSPACE = 'backend';
const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
const lock = read('package-lock.json');
const root = read('package.json');
const manifest = read(join(WORKSPACE, 'package.json'));

delete manifest.devDependencies;
const workspaceEntry = { ...lock.packages[WORKSPACE] };
delete workspaceEntry.devDependencies;

/** Where Node (and npm's lockfile) finds `name` required from the package installed at `from`. */
function resolve(from, name) {
  for (let base = from; ;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return null;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut >= 0 ? base.slice(0, cut) : '';
  }
}

const kept = new Map([
  ['', { ...lock.packages[''], workspaces: [WORKSPACE] }],
  [WORKSPACE, workspaceEntry],
  [`node_modules/${WORKSPACE}`, lock.packages[`node_modules/${WORKSPACE}`]],
]);
delete kept.get('').devDependencies;
delete kept.get('').dependencies;
const queue = [WORKSPACE];
/** Workspace folders reached through links, besides the backend. */
const linked = [];
while (queue.length) {
  const path = queue.shift();
  const entry = kept.get(path);
  const optionalPeers = entry.peerDependenciesMeta ?? {};
  const names = [
    ...Object.keys(entry.dependencies ?? {}),
    ...Object.keys(entry.optionalDependencies ?? {}),
    ...Object.keys(entry.peerDependencies ?? {}).filter((name) => !optionalPeers[name]?.optional),
  ];
  for (const name of names) {
    const target = resolve(path, name);
    if (!target || kept.has(target)) continue; // an optional dependency for another platform is not in the lockfile
    const { dev: _dev, devOptional: _devOptional, peer: _peer, ...flags } = lock.packages[target];
    kept.set(target, flags);
    if (!flags.link) {
      queue.push(target);
      continue;
    }
    // A workspace package the backend uses (@multyhealth/rules): the tree holds its manifest and built files too.
    const {
      devDependencies: _devDependencies,
      dev: _d,
      devOptional: _o,
      peer: _p,
      ...local
    } = lock.packages[flags.resolved];
    kept.set(flags.resolved, local);
    linked.push(flags.resolved);
    queue.push(flags.resolved);
  }
}

const workspaces = [...linked, WORKSPACE];
kept.set('', { ...kept.get(''), workspaces });
for (const dir of workspaces) {
  const { devDependencies: _devDependencies, scripts: _scripts, ...production } = read(join(dir, 'package.json'));
  mkdirSync(join(out, dir), { recursive: true });
  writeFileSync(join(out, dir, 'package.json'), `${JSON.stringify(production, null, 2)}\n`);
}
// The root's development tools (prettier) are not in the reduced lockfile: npm ci would refuse the manifest.
const { devDependencies: _rootDevDependencies, ...rootManifest } = root;
writeFileSync(join(out, 'package.json'), `${JSON.stringify({ ...rootManifest, workspaces, scripts: {} }, null, 2)}\n`);
writeFileSync(
  join(out, 'package-lock.json'),
  `${JSON.stringify({ ...lock, packages: Object.fromEntries(kept) }, null, 2)}\n`,
);
console.log(
  `release-manifests: ${kept.size - 3 - 2 * linked.length} paquetes de producción para ${workspaces.join(', ')}`,
);
