// Finds the files of an existing content kind from its admin route, whether it was written by hand (testimonials) or
// by `npm run new:content-kind`: the controller names its DTO file, the DTO its domain type, and so on.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const content = 'backend/src/modules/content';
const http = `${content}/infrastructure/http`;
const persistence = `${content}/infrastructure/persistence`;

export function findKind(root, kind) {
  const read = (path) => readFileSync(join(root, path), 'utf8');
  const inDir = (dir, test) =>
    readdirSync(join(root, dir)).find((name) => name.endsWith('.ts') && test(read(`${dir}/${name}`), name));
  const need = (value, what) => {
    if (!value) throw new Error(`${kind}: no encuentro ${what}`);
    return value;
  };

  const controllerName = need(
    inDir(http, (text, name) => name.startsWith('admin-') && text.includes(`@Post('admin/${kind}')`)),
    `un controlador con @Post('admin/${kind}') en ${http}`,
  );
  const controller = read(`${http}/${controllerName}`);
  const dtoBase = need(/from '\.\/dto\/([\w-]+)\.dto\.js'/.exec(controller), 'el DTO que importa el controlador')[1];
  const dtoPath = `${http}/dto/${dtoBase}.dto.ts`;
  const dto = read(dtoPath);
  const inputDto = need(/@Body\(\) \w+: (\w+)/.exec(controller), `el @Body() de ${controllerName}`)[1];
  const responseDto = need(/(\w+Dto)\.from\(/.exec(controller), `la respuesta (…Dto.from) de ${controllerName}`)[1];
  const entity = need(
    new RegExp(`class ${responseDto}\\b[^]*?static from\\(\\w+: (\\w+)\\)`).exec(dto),
    `${responseDto}.from(x: Tipo) en ${dtoPath}`,
  )[1];
  const domainBase = need(
    new RegExp(
      `import (?:type )?\\{[^}]*\\b${entity}\\b[^}]*\\} from '\\.\\./\\.\\./\\.\\./domain/([\\w-]+)\\.js'`,
    ).exec(dto),
    `el archivo de dominio de ${entity} que importa ${dtoPath}`,
  )[1];
  const serviceBase = need(/from '\.\.\/\.\.\/application\/([\w-]+)\.service\.js'/.exec(controller), 'el servicio')[1];
  const ormName = need(
    inDir(persistence, (text, name) => name.endsWith('.orm-entity.ts') && text.includes(`implements ${entity} {`)),
    `la entidad ORM que implementa ${entity}`,
  );
  const orm = read(`${persistence}/${ormName}`);
  const table = need(/@Entity\('(\w+)'\)/.exec(orm), `@Entity('tabla') en ${ormName}`)[1];
  const adminDir = `admin-ui/src/${kind}`;
  const adminFile = (suffix) =>
    existsSync(join(root, adminDir)) && readdirSync(join(root, adminDir)).find((name) => name.endsWith(suffix));
  const i18n = 'admin-ui/src/i18n';
  const messages = need(
    inDir(i18n, (text) => resourceFields(kind).test(text)),
    `los textos de '${kind}' (resources.${kind}.fields) en ${i18n}`,
  );

  return {
    kind,
    entity,
    table,
    inputDto,
    responseDto,
    requiredBody: requiredBody(dto, inputDto),
    domain: `${content}/domain/${domainBase}.ts`,
    service: `${content}/application/${serviceBase}.service.ts`,
    orm: `${persistence}/${ormName}`,
    adapter: `${persistence}/${ormName.replace(/^(.*)\.orm-entity\.ts$/, 'typeorm-$1.repository.ts')}`,
    dto: dtoPath,
    form: `${adminDir}/${need(adminFile('Form.tsx'), `${adminDir}/*Form.tsx`)}`,
    list: `${adminDir}/${need(adminFile('List.tsx'), `${adminDir}/*List.tsx`)}`,
    messages: `${i18n}/${messages}`,
  };
}

/** The `fields: {` line of a resource's texts ("testimonials: {" or "'eventos': {" at two spaces). */
export const resourceFields = (kind) => new RegExp(`(?<=\\n {2}'?${kind}'?: \\{\\n(?: {4}.*\\n)*? {4}fields: \\{\\n)`);

/**
 * The smallest body the admin's create accepts, for the generated test: each required property of the input DTO
 * with a value of its kind (a required image gets a stored file's path). Adjust it in the test when a rule wants more.
 */
function requiredBody(dto, inputDto) {
  const body = dto.slice(dto.indexOf(`export class ${inputDto}`));
  const classBody = body.slice(0, body.indexOf('\n}\n'));
  const fields = [];
  for (const match of classBody.matchAll(/((?:\n {2}@.*(?:\n {4}.*)*(?:\n {2}\}\))?)+)\n {2}(\w+): ([^;]+);/g)) {
    const [, decorators, name, type] = match;
    const value = decorators.includes('ImageUrl')
      ? "'/uploads/images/foto.webp'"
      : type.startsWith('number')
        ? '1'
        : type.startsWith('boolean')
          ? 'true'
          : "'Prueba'";
    fields.push(`${name}: ${value}`);
  }
  return `{ ${fields.join(', ')} }`;
}
