// The plop action types both generators use (plopfile.mjs). `insert` replaces plop's own `modify`, which reports
// success when its pattern matches nothing: here a missing anchor fails the command, before anything is written.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** `text` goes right after the first match of `pattern` (or right before it, with `before: true`). */
export const insert = (path, pattern, text, { before = false } = {}) => ({
  type: 'insert',
  path,
  pattern,
  text,
  before,
});

/** Makes `name` importable from `from` in the file: added to an existing import of that module, or as a new line. */
export const ensureImport = (path, name, from) => ({ type: 'ensure-import', path, name, from });

/** Runs a command of the repository (npm scripts); its output is shown only when it fails. */
export const run = (command, args) => ({ type: 'run', command, args });

export function registerActionTypes(plop) {
  const root = plop.getPlopfilePath();
  const file = (path, answers) => resolve(root, plop.renderString(path, answers));

  plop.setActionType('insert', (answers, config) => {
    const path = file(config.path, answers);
    const source = readFileSync(path, 'utf8');
    const match = config.pattern.exec(source);
    if (!match) throw new Error(missingAnchor(path, config.pattern));
    const at = config.before ? match.index : match.index + match[0].length;
    writeFileSync(path, source.slice(0, at) + plop.renderString(config.text, answers) + source.slice(at));
    return path;
  });

  plop.setActionType('ensure-import', (answers, config) => {
    const path = file(config.path, answers);
    const source = readFileSync(path, 'utf8');
    const from = plop.renderString(config.from, answers);
    const name = plop.renderString(config.name, answers);
    const existing = new RegExp(`import \\{([^}]*)\\} from '${from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}';`).exec(
      source,
    );
    if (existing && existing[1].split(',').some((part) => part.trim() === name)) return `${path} (ya importa ${name})`;
    const updated = existing
      ? source.replace(existing[0], `import { ${name}, ${existing[1].trim()} } from '${from}';`)
      : `import { ${name} } from '${from}';\n${source}`;
    writeFileSync(path, updated);
    return path;
  });

  plop.setActionType('run', (answers, config) => {
    try {
      execFileSync(config.command, config.args, { cwd: root, stdio: 'pipe' });
    } catch (error) {
      throw new Error(`${config.command} ${config.args.join(' ')} falló:\n${error.stdout}${error.stderr}`);
    }
    return `${config.command} ${config.args.join(' ')}`;
  });

  // The templates are written for readability; prettier gives the written files the repository's format.
  plop.setActionType('format', (answers, config) => {
    const files = [...new Set(config.paths.map((path) => file(path, answers)))];
    execFileSync('npx', ['prettier', '--write', ...files], { cwd: root, stdio: 'ignore' });
    return `formato: ${files.length} archivos`;
  });
}

/**
 * Throws, before any file is written, when a file to add already exists or an insert's anchor is not in its file
 * (every anchor is checked against the files as they are now).
 */
export function checkActions(plop, answers, actions) {
  const root = plop.getPlopfilePath();
  const file = (path) => resolve(root, plop.renderString(path, answers));
  const added = new Set(actions.filter((a) => a.type === 'add').map((a) => file(a.path)));
  const problems = [];
  for (const action of actions) {
    if (action.type === 'add' && existsSync(file(action.path))) problems.push(`${file(action.path)} ya existe`);
    if (action.type !== 'insert' || added.has(file(action.path))) continue;
    const path = file(action.path);
    if (!existsSync(path)) problems.push(`${path} no existe`);
    else if (!action.pattern.test(readFileSync(path, 'utf8'))) problems.push(missingAnchor(path, action.pattern));
  }
  if (problems.length) throw new Error(`No se escribió nada:\n  ${problems.join('\n  ')}`);
}

const missingAnchor = (path, pattern) =>
  `${path}: no contiene ${pattern} (el archivo cambió: actualiza el generador, docs/contributing.md)`;

export const actionPaths = (actions) => [...new Set(actions.filter((a) => a.path).map((a) => a.path))];
