// `npm run new:content-kind -- <plural> [singular|_] [public y/n|_] [label|_]`: every file of a new admin-managed
// content kind and every registration it needs (docs/contributing.md, "Add a content kind").
import { actionPaths, checkActions, ensureImport, insert, run } from './actions.mjs';

const T = 'scripts/content-kind';
const content = 'backend/src/modules/content';
const http = `${content}/infrastructure/http`;
const top = /^/;

export const contentKindGenerator = (plop) => ({
  description: 'Un tipo de contenido administrable (backend, admin-ui y, si es público, public-web)',
  prompts: [
    {
      type: 'input',
      name: 'name',
      message: 'Nombre en plural, kebab-case (p. ej. eventos)',
      validate: (v) => /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(v) || 'Usa minúsculas y guiones (eventos, notas-de-prensa)',
    },
    { type: 'input', name: 'singular', message: 'Singular', default: (a) => a.name.replace(/s$/, '') },
    { type: 'confirm', name: 'public', message: '¿Se muestra en el sitio público?', default: true },
    {
      type: 'input',
      name: 'label',
      message: 'Título en español del menú',
      default: (a) => a.name[0].toUpperCase() + a.name.slice(1).replace(/-/g, ' '),
    },
  ],
  actions: (answers) => {
    answers.timestamp = Date.now();
    const actions = [...backend(), ...securityTables(answers), ...adminUi()];
    if (answers.public) actions.push(...publicSite());
    checkActions(plop, answers, actions);
    actions.push({ type: 'format', paths: actionPaths(actions) });
    // The public site's query reads the response type from api-types/, generated from the backend's OpenAPI document.
    actions.push(run('npm', ['run', 'build', '-w', 'rules']), run('npm', ['run', 'api:types']));
    return actions;
  },
});

const s = '{{kebabCase singular}}';
const n = '{{kebabCase name}}';
const file = (path, template) => ({ type: 'add', path, templateFile: `${T}/${template}` });

function backend() {
  const module = `${content}/content.module.ts`;
  const migrations = 'backend/src/database/migrations/index.ts';
  return [
    file(`${content}/domain/${s}.ts`, 'domain.ts.hbs'),
    file(`${content}/domain/${s}.repository.ts`, 'port.ts.hbs'),
    file(`${content}/application/${n}.service.ts`, 'service.ts.hbs'),
    file(`${content}/infrastructure/persistence/${s}.orm-entity.ts`, 'orm-entity.ts.hbs'),
    file(`${content}/infrastructure/persistence/typeorm-${s}.repository.ts`, 'adapter.ts.hbs'),
    file(`${http}/dto/${s}.dto.ts`, 'dto.ts.hbs'),
    file(`${http}/admin-${n}.controller.ts`, 'admin-controller.ts.hbs'),
    file(`backend/src/database/migrations/{{timestamp}}-create-${n}.ts`, 'migration.ts.hbs'),
    file(`backend/test/content/${n}.e2e-spec.ts`, 'e2e-spec.ts.hbs'),
    insert(
      module,
      top,
      `import { {{pascalCase name}}Service } from './application/${n}.service.js';
import { {{pascalCase singular}}Repository } from './domain/${s}.repository.js';
import { Admin{{pascalCase name}}Controller } from './infrastructure/http/admin-${n}.controller.js';
import { {{pascalCase singular}}OrmEntity } from './infrastructure/persistence/${s}.orm-entity.js';
import { TypeOrm{{pascalCase singular}}Repository } from './infrastructure/persistence/typeorm-${s}.repository.js';
`,
    ),
    insert(module, /TypeOrmModule\.forFeature\(\[\s*/, '{{pascalCase singular}}OrmEntity,\n'),
    insert(module, /controllers: \[\s*/, 'Admin{{pascalCase name}}Controller,\n'),
    insert(
      module,
      /providers: \[\s*/,
      '{{pascalCase name}}Service,\n{ provide: {{pascalCase singular}}Repository, useClass: TypeOrm{{pascalCase singular}}Repository },\n',
    ),
    insert(
      migrations,
      top,
      `import { Create{{pascalCase name}}{{timestamp}} } from './{{timestamp}}-create-${n}.js';\n`,
    ),
    insert(migrations, /\n\];\s*$/, '\n  Create{{pascalCase name}}{{timestamp}},', { before: true }),
  ];
}

/** Who may call each new route (route-matrix) and a well-formed body for each write (bad-input). */
function securityTables(answers) {
  const rules = 'backend/test/security/route-rules.ts';
  const writes = 'backend/test/security/valid-writes.ts';
  const admin = `/api/admin/${n}`;
  return [
    insert(
      rules,
      /export const RULES: Record<string, Rule> = \{\n/,
      `${answers.public ? `  'GET /api/${n}': 'public',\n` : ''}  'GET ${admin}': 'admin',
  'POST ${admin}': 'admin',
  'GET ${admin}/{id}': 'admin',
  'PUT ${admin}/{id}': 'admin',
  'DELETE ${admin}/{id}': 'admin',
`,
    ),
    insert(
      writes,
      /\nexport interface ValidWrites \{/,
      `const {{camelCase singular}}Body = { title: 'Feria de salud', description: 'Sábado en Cali', order: 1, active: true };\n`,
      { before: true },
    ),
    insert(
      writes,
      /const ids: Record<string, number> = \{\n/,
      `    '${admin}': (await create('${admin}', admin, {{camelCase singular}}Body)).id,\n`,
    ),
    insert(
      writes,
      /const validBodies: Record<string, Record<string, unknown>> = \{\n/,
      `    'POST ${admin}': {{camelCase singular}}Body,\n    'PUT ${admin}/{id}': {{camelCase singular}}Body,\n`,
    ),
  ];
}

function adminUi() {
  const messages = 'admin-ui/src/i18n/app-messages.ts';
  return [
    file(`admin-ui/src/${n}/index.ts`, 'admin-index.ts.hbs'),
    file(`admin-ui/src/${n}/{{pascalCase singular}}List.tsx`, 'admin-list.tsx.hbs'),
    file(`admin-ui/src/${n}/{{pascalCase singular}}Form.tsx`, 'admin-form.tsx.hbs'),
    file(`admin-ui/src/${n}/{{pascalCase singular}}Create.tsx`, 'admin-create.tsx.hbs'),
    file(`admin-ui/src/${n}/{{pascalCase singular}}Edit.tsx`, 'admin-edit.tsx.hbs'),
    file(`admin-ui/src/i18n/${n}-messages.ts`, 'admin-messages.ts.hbs'),
    insert(
      messages,
      top,
      `import { {{camelCase name}}Messages, {{camelCase name}}ResourceMessages } from './${n}-messages';\n`,
    ),
    insert(messages, /\bresources: \{\s*/, '...{{camelCase name}}ResourceMessages,\n'),
    insert(messages, /\bmh: \{\s*/, '...{{camelCase name}}Messages,\n'),
    insert('admin-ui/src/App.tsx', top, `import {{camelCase name}} from './${n}';\n`),
    insert(
      'admin-ui/src/App.tsx',
      /\s*<Resource name="audit-log"/,
      `\n<Resource name="${n}" { ...{{camelCase name}} } />`,
      {
        before: true,
      },
    ),
    insert(
      'admin-ui/src/components/AdminMenu.tsx',
      /<Menu\.ResourceItem name="legal-texts" \/>\n/,
      `      <Menu.ResourceItem name="${n}" />\n`,
    ),
  ];
}

/**
 * The public list: its route in PublicContentController (which answers every list of the shared registry), its entry
 * in PUBLIC_CONTENT_LISTS (rules/src/public-content.ts; paths.api spreads it), its query in the server render's
 * LIST_QUERIES (the landing is rendered with it) and the section to place on a page.
 */
function publicSite() {
  const controller = `${http}/public-content.controller.ts`;
  const entry = 'public-web/src/entry-server.tsx';
  return [
    insert('rules/src/public-content.ts', /\} as const;/, `  {{camelCase name}}: '/api/${n}',\n`, { before: true }),
    ensureImport(controller, '{{pascalCase name}}Service', `../../application/${n}.service.js`),
    ensureImport(controller, '{{pascalCase singular}}Dto', `./dto/${s}.dto.js`),
    insert(
      controller,
      /\n {2}constructor\(\n/,
      '    private readonly {{camelCase name}}: {{pascalCase name}}Service,\n',
    ),
    insert(
      controller,
      /readonly lists: Record<PublicContentList, \(\) => Promise<unknown>> = \{\n/,
      '    {{camelCase name}}: () => this.{{camelCase name}}List(),\n',
    ),
    insert(
      controller,
      /readonly lists: Record<PublicContentList[^]*?\n {2}\};\n/,
      `
  @Get('${n}')
  @ApiOperation({ summary: '{{label}} activos, por orden' })
  @ApiOkResponse({ type: [{{pascalCase singular}}Dto] })
  async {{camelCase name}}List(): Promise<{{pascalCase singular}}Dto[]> {
    return (await this.{{camelCase name}}.active()).map((item) => {{pascalCase singular}}Dto.from(item));
  }
`,
    ),
    file(`public-web/src/api/get-${n}.query.ts`, 'public-query.ts.hbs'),
    file(`public-web/src/features/landing/components/${n}.section.tsx`, 'public-section.tsx.hbs'),
    insert(entry, top, `import { {{camelCase name}}QueryOptions } from './api/get-${n}.query';\n`),
    insert(
      entry,
      /const LIST_QUERIES: Record<PublicContentList, .* = \{\n/,
      '  {{camelCase name}}: {{camelCase name}}QueryOptions,\n',
    ),
  ];
}
