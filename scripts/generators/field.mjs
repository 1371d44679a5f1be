// `npm run new:field -- <kind> <field> <type>`: a field of an existing content kind, from the column to the admin
// form (docs/contributing.md, "Add a field to a content kind").
import { readFileSync } from 'node:fs';
import { actionPaths, checkActions, ensureImport, insert, run } from './actions.mjs';
import { findKind, resourceFields } from './field-kind.mjs';
import { FIELD_TYPE_NAMES, FIELD_TYPES, fieldLabel } from './field-types.mjs';

export const fieldGenerator = (plop) => {
  const root = plop.getPlopfilePath();
  return {
    description:
      'Un campo nuevo de un tipo de contenido existente (columna, dominio, DTO, admin, tipo público y prueba)',
    prompts: [
      {
        type: 'input',
        name: 'kind',
        message: 'Tipo de contenido, como en /api/admin/<tipo> (p. ej. testimonials, eventos)',
        validate: (kind) => {
          try {
            findKind(root, kind);
            return true;
          } catch (error) {
            return error.message;
          }
        },
      },
      {
        type: 'input',
        name: 'field',
        message: 'Nombre del campo, camelCase (p. ej. destacado, fechaDeInicio)',
        validate: (field) => /^[a-z][a-zA-Z0-9]{0,40}$/.test(field) || 'Usa camelCase: letras y números, sin guiones',
      },
      {
        type: 'input',
        name: 'type',
        message: `Tipo (${FIELD_TYPE_NAMES.join(', ')})`,
        validate: (type) => FIELD_TYPE_NAMES.includes(type) || `Usa uno de: ${FIELD_TYPE_NAMES.join(', ')}`,
      },
    ],
    actions: (answers) => {
      const kind = findKind(root, answers.kind);
      const domain = readFileSync(`${root}/${kind.domain}`, 'utf8');
      if (new RegExp(`\\n {2}${answers.field}\\??:`).test(domain))
        throw new Error(`${kind.domain} ya tiene el campo ${answers.field}`);
      Object.assign(answers, { timestamp: Date.now(), label: fieldLabel(answers.field), ...kind });
      const actions = fieldActions(kind, answers, domain, root);
      checkActions(plop, answers, actions);
      actions.push({ type: 'format', paths: actionPaths(actions) });
      actions.push(run('npm', ['run', 'api:types']));
      return actions;
    },
  };
};

/** The end of a class or interface body: inserting before it appends a member. */
const endOf = (declaration) => new RegExp(`(?<=${declaration}\\b[^{]*\\{\\n[^]*?)\\n\\}`);

function fieldActions(kind, answers, domain, root) {
  const { field: f, label: L } = answers;
  const type = FIELD_TYPES[answers.type];
  const validation = type.validation(L);
  const input = type.input(f);
  const column = type.column(f);
  const migrations = 'backend/src/database/migrations/index.ts';
  const migrationClass = `Add{{pascalCase table}}{{pascalCase field}}{{timestamp}}`;
  const migrationFile = `{{timestamp}}-add-{{kebabCase table}}-{{kebabCase field}}`;
  const actions = [
    // The column and its migration.
    {
      type: 'add',
      path: `backend/src/database/migrations/${migrationFile}.ts`,
      templateFile: 'scripts/field/migration.ts.hbs',
      data: { sql: type.sql },
    },
    insert(migrations, /^/, `import { ${migrationClass} } from './${migrationFile}.js';\n`),
    insert(migrations, /\n\];\s*$/, `\n  ${migrationClass},`, { before: true }),
    insert(kind.orm, endOf(`export class \\w+OrmEntity`), `\n  ${type.orm} ${f}: ${type.ts};`, { before: true }),
    // The domain: the type, its input and the draft the service stores.
    insert(kind.domain, endOf(`export interface ${kind.entity}`), `\n  ${f}: ${type.ts};`, { before: true }),
    insert(kind.domain, endOf(`export interface ${kind.entity}Input`), `\n  ${f}?: ${type.ts};`, { before: true }),
    insert(
      kind.domain,
      new RegExp(`(?<=export function \\w+Draft\\([^]*?return \\{[^]*?)\\n {2}\\};\\n\\}`),
      `\n    ${f}: ${type.draft(f)},`,
      {
        before: true,
      },
    ),
    // The DTOs: the validated input (Spanish messages) and the response every list publishes.
    ensureImport(kind.dto, validation.helper, './content-fields.js'),
    ensureImport(kind.dto, 'ApiPropertyOptional', '@nestjs/swagger'),
    insert(
      kind.dto,
      endOf(`export class ${kind.inputDto}`),
      `\n\n  @ApiPropertyOptional(${type.apiDoc})\n  @${validation.call}\n  ${f}?: ${type.ts};`,
      {
        before: true,
      },
    ),
    insert(
      kind.dto,
      new RegExp(`export class ${kind.responseDto}\\b[^{]*\\{\\n`),
      `  @ApiProperty(${type.apiDoc}) ${f}: ${type.ts};\n`,
    ),
    insert(kind.dto, /static from\([^)]*\)[^{]*\{\s*const \{[^}]*?(?=,?\s*\} = )/, `, ${f}`),
    insert(kind.dto, /static from\([^)]*\)[^{]*\{\s*const \{[^}]*\} = \w+;\s*return \{[^}]*?(?=,?\s*\};)/, `, ${f}`),
    // The admin's form, list and label.
    insert(kind.form, /\n\s*<\/SimpleForm>/, `\n${input.line}`, { before: true }),
    ensureImport(kind.form, input.component, input.module ?? 'react-admin'),
    insert(kind.list, /\n\s*<RowActions/, `\n${column.line}`, { before: true }),
    insert(kind.messages, resourceFields(kind.kind), `      ${f}: '${L}',\n`),
    // The test through HTTP.
    {
      type: 'add',
      path: `backend/test/content/${kind.kind}-{{kebabCase field}}.e2e-spec.ts`,
      templateFile: 'scripts/field/e2e-spec.ts.hbs',
      data: {
        body: kind.requiredBody,
        valid: type.test.valid,
        invalid: type.test.invalid,
        message: type.test.message(L),
      },
    },
  ];
  if (column.component) actions.push(ensureImport(kind.list, column.component, 'react-admin'));
  if (type.ts.includes('null') && type.draft(f).startsWith('blankToNull'))
    actions.push(ensureImport(kind.domain, 'blankToNull', './text.js'));
  if (/export type \w+Draft = Pick<\s*\w+,/.test(domain))
    actions.push(insert(kind.domain, /export type \w+Draft = Pick<\s*\w+,[^>]*/, ` | '${f}'`));
  if (type.sortable) actions.push(insert(kind.adapter, /sortable: \[[^\]]*/, `, '${f}'`));
  // An image replaced or removed is released once no row points to it (RecordChanges), where the service lists them.
  if (
    answers.type === 'image' &&
    /const FILES: \(keyof \w+\)\[\] = \[/.test(readFileSync(`${root}/${kind.service}`, 'utf8'))
  )
    actions.push(insert(kind.service, /const FILES: \(keyof \w+\)\[\] = \[/, `'${f}', `));
  return actions;
}
