// `npm run new:content-kind -- <plural> [singular|_] [public y/n|_] [label|_]` writes the explicit files of a new
// admin-managed content kind in the three workspaces and registers them (docs/contributing.md, "A content kind").
import { execFileSync } from 'node:child_process';

const T = 'scripts/content-kind';
const content = 'backend/src/modules/content';

/** Adds `text` after the first match of `anchor` (a line that exists in the file today). */
const after = (path, anchor, text) => ({ type: 'modify', path, pattern: anchor, template: `$1${text}` });

export default function (plop) {
  // The templates are written for readability; prettier gives the written files the repository's format.
  plop.setActionType('format', (answers, config, plopApi) => {
    const files = config.paths.map((path) => plopApi.renderString(path, answers));
    execFileSync('npx', ['prettier', '--write', ...files], { stdio: 'ignore' });
    return `formato: ${files.length} archivos`;
  });

  plop.setGenerator('content-kind', {
    description: 'Un tipo de contenido administrable (backend, admin-ui y, si es público, public-web)',
    prompts: [
      {
        type: 'input',
        name: 'name',
        message: 'Nombre en plural, kebab-case (p. ej. eventos)',
        validate: (v) =>
          /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(v) || 'Usa minúsculas y guiones (eventos, notas-de-prensa)',
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
      const s = '{{kebabCase singular}}';
      const n = '{{kebabCase name}}';
      const file = (path, template) => ({ type: 'add', path, templateFile: `${T}/${template}` });
      const actions = [
        file(`${content}/domain/${s}.ts`, 'domain.ts.hbs'),
        file(`${content}/domain/${s}.repository.ts`, 'port.ts.hbs'),
        file(`${content}/application/${n}.service.ts`, 'service.ts.hbs'),
        file(`${content}/infrastructure/persistence/${s}.orm-entity.ts`, 'orm-entity.ts.hbs'),
        file(`${content}/infrastructure/persistence/typeorm-${s}.repository.ts`, 'adapter.ts.hbs'),
        file(`${content}/infrastructure/http/dto/${s}.dto.ts`, 'dto.ts.hbs'),
        file(`${content}/infrastructure/http/admin-${n}.controller.ts`, 'admin-controller.ts.hbs'),
        file(`backend/src/database/migrations/{{timestamp}}-create-${n}.ts`, 'migration.ts.hbs'),
        file(`backend/test/content/${n}.e2e-spec.ts`, 'e2e-spec.ts.hbs'),
        after(
          `${content}/content.module.ts`,
          /(^)/,
          `import { {{pascalCase name}}Service } from './application/${n}.service.js';
import { {{pascalCase singular}}Repository } from './domain/${s}.repository.js';
import { Admin{{pascalCase name}}Controller } from './infrastructure/http/admin-${n}.controller.js';
import { {{pascalCase singular}}OrmEntity } from './infrastructure/persistence/${s}.orm-entity.js';
import { TypeOrm{{pascalCase singular}}Repository } from './infrastructure/persistence/typeorm-${s}.repository.js';
`,
        ),
        after(
          `${content}/content.module.ts`,
          /(TypeOrmModule\.forFeature\(\[\n)/,
          '      {{pascalCase singular}}OrmEntity,\n',
        ),
        after(`${content}/content.module.ts`, /(controllers: \[\n)/, '    Admin{{pascalCase name}}Controller,\n'),
        after(
          `${content}/content.module.ts`,
          /(providers: \[\n)/,
          '    {{pascalCase name}}Service,\n    { provide: {{pascalCase singular}}Repository, useClass: TypeOrm{{pascalCase singular}}Repository },\n',
        ),
        after(
          'backend/src/database/migrations/index.ts',
          /(^)/,
          `import { Create{{pascalCase name}}{{timestamp}} } from './{{timestamp}}-create-${n}.js';\n`,
        ),
        {
          type: 'modify',
          path: 'backend/src/database/migrations/index.ts',
          pattern: /\n\];/,
          template: '\n  Create{{pascalCase name}}{{timestamp}},\n];',
        },
        file(`admin-ui/src/${n}/index.ts`, 'admin-index.ts.hbs'),
        file(`admin-ui/src/${n}/{{pascalCase singular}}List.tsx`, 'admin-list.tsx.hbs'),
        file(`admin-ui/src/${n}/{{pascalCase singular}}Form.tsx`, 'admin-form.tsx.hbs'),
        file(`admin-ui/src/${n}/{{pascalCase singular}}Create.tsx`, 'admin-create.tsx.hbs'),
        file(`admin-ui/src/${n}/{{pascalCase singular}}Edit.tsx`, 'admin-edit.tsx.hbs'),
        file(`admin-ui/src/i18n/${n}-messages.ts`, 'admin-messages.ts.hbs'),
        after(
          'admin-ui/src/i18n/app-messages.ts',
          /(^)/,
          `import { {{camelCase name}}Messages, {{camelCase name}}ResourceMessages } from './${n}-messages';\n`,
        ),
        after('admin-ui/src/i18n/app-messages.ts', /(resources: \{ )/, '...{{camelCase name}}ResourceMessages, '),
        after('admin-ui/src/i18n/app-messages.ts', /(mh: \{ )/, '...{{camelCase name}}Messages, '),
        after('admin-ui/src/App.tsx', /(^)/, `import {{camelCase name}} from './${n}';\n`),
        after(
          'admin-ui/src/App.tsx',
          /(\n)(?=\s*<Resource name="audit-log")/,
          `      <Resource name="${n}" { ...{{camelCase name}} } />\n`,
        ),
        after(
          'admin-ui/src/components/AdminMenu.tsx',
          /(<Menu\.ResourceItem name="legal-texts" \/>\n)/,
          `      <Menu.ResourceItem name="${n}" />\n`,
        ),
      ];
      if (answers.public)
        actions.push(
          file(`${content}/infrastructure/http/public-${n}.controller.ts`, 'public-controller.ts.hbs'),
          after(
            `${content}/content.module.ts`,
            /(^)/,
            `import { Public{{pascalCase name}}Controller } from './infrastructure/http/public-${n}.controller.js';\n`,
          ),
          after(`${content}/content.module.ts`, /(controllers: \[\n)/, '    Public{{pascalCase name}}Controller,\n'),
          file(`public-web/src/api/get-${n}.query.ts`, 'public-query.ts.hbs'),
          file(`public-web/src/features/landing/components/${n}.section.tsx`, 'public-section.tsx.hbs'),
          after('public-web/src/config/paths.ts', /(\n {2}api: \{\n)/, `    {{camelCase name}}: '/api/${n}',\n`),
        );
      const paths = actions.map((action) => action.path);
      actions.push({ type: 'format', paths: [...new Set(paths)] });
      return actions;
    },
  });
}
