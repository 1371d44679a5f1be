import type { ActorName } from './actors.js';
import { PERMITTED } from './actors.js';
import { RULES, fillPath, type DocumentedRoute, type Method, type SchemaObject } from './route-rules.js';

export interface BadRequest {
  label: string;
  method: Method;
  url: string;
  actor: ActorName;
  json?: unknown;
  raw?: { body: string | Buffer; type: string; encoding?: string };
}

export interface CorpusContext {
  /** A valid body for every documented JSON write route, so each mutation breaks exactly one thing. */
  validBodies: Record<string, Record<string, unknown>>;
  /** An existing id for a route's {id} (PUT bodies are checked against a real record), by collection path. */
  ids: Record<string, number>;
  slug: string;
  /** A pending applicant's registration link, so upload cases reach the real handler. */
  token: string;
}

const HUGE = 'x'.repeat(100_000);
const NUMBERS_THAT_ARE_NOT = [
  'cinco',
  true,
  [1],
  { n: 1 },
  -1,
  1.5,
  'NaN',
  1e308,
  2 ** 53 + 1,
  '1e3',
  '0x10',
  '١٢٣',
  '1\u200d000',
];
const STRINGS_THAT_ARE_NOT = [12345, true, ['texto'], { $ne: null }, HUGE];
const BOOLEANS_THAT_ARE_NOT = ['true', 1, 'sí', [true], {}];
const LISTS_THAT_ARE_NOT = ['texto', 5, { 0: 'a' }, [1, 2], [{}], Array(1000).fill('a'), [HUGE]];
/** Well-formed text (fine in a message) that has no place in an e-mail, code, phone, URL, enum or id. */
const ODD_UNICODE = { 'RTL override': '\u202e', 'zero-width joiner': '\u200d', emoji: '😀', 'full-width letter': 'Ａ' };
/** Not text at all: PostgreSQL refuses NUL, and a lone surrogate cannot be encoded as UTF-8 (high and low alternate by field). */
const NOT_TEXT = (n: number) => ({
  NUL: '\u0000',
  [n % 2 ? 'lone low surrogate' : 'lone high surrogate']: n % 2 ? '\udc00' : '\ud800',
});
const STRUCTURED =
  /^(email|code|whatsapp|imageUrl|image|photo|videoUrl|thumbnailUrl|fileUrl|productType|type|targetType|mediaType|publicId|sellerProfileVideoUrl)$/;
/** Links to anywhere: an internationalised host or a Unicode path is a legitimate URL there. */
const ANY_LINK = /^(POST|PUT) \/api\/admin\/(product-features|corporate-video)\S*: videoUrl$/;
/** Accepted on purpose, so not malformed: null removes the seller's video (like ''); emoji domains exist (i❤.ws). */
const ACCEPTED = new Set([
  'PUT /api/protected/video: sellerProfileVideoUrl = null',
  'POST /api/register: email with emoji',
  'POST /api/password-reset: email with emoji',
]);
const BAD_IDS = ['-1', '0', '1.5', '99999999999', '2147483648', '%00', '0x1', '1e0', '%201', '%EF%BC%91'];
const BAD_SLUGS = [
  '%00',
  'a%00b',
  '%ff',
  'x'.repeat(2000),
  '..%2F..%2Fetc%2Fpasswd',
  "x'%3B--",
  '%F0%9F%98%80',
  '%E2%80%AEabc',
];

const kind = (schema: SchemaObject): 'number' | 'boolean' | 'array' | 'string' => {
  const types = [schema.type, ...(schema.oneOf ?? []).map((s) => s.type)];
  if (types.includes('number') || types.includes('integer')) return 'number';
  if (types.includes('boolean')) return 'boolean';
  if (types.includes('array')) return 'array';
  return 'string'; // 'string', enums, and properties the document types as 'object' (string | null in the DTO)
};

/** Into the middle, or for a link into its last path segment (where a YouTube id or a stored file's name is). */
const insertMiddle = (value: string, odd: string) => {
  const at = value.startsWith('http') ? value.lastIndexOf('/') + 4 : Math.floor(value.length / 2);
  return value.slice(0, at) + odd + value.slice(at);
};

/** Malformed requests for every documented write route, each sent as the caller the route's rule permits. */
export function buildCorpus(routes: DocumentedRoute[], ctx: CorpusContext): BadRequest[] {
  const out: BadRequest[] = [];
  for (const route of routes.filter((r) => r.method !== 'get')) {
    const actor = PERMITTED[RULES[route.key]];
    const collection = route.path.replace(/\/\{id\}.*$/, '');
    const url = fillPath(route.path, { id: ctx.ids[collection], slug: ctx.slug, token: ctx.token });
    const add = (label: string, request: Omit<BadRequest, 'label' | 'method' | 'url' | 'actor'>, at = url) =>
      out.push({ label: `${route.key}: ${label}`, method: route.method, url: at, actor, ...request });

    // Every route parses a JSON body before anything else.
    add('broken JSON', { raw: { body: '{"a":', type: 'application/json' } });
    add('JSON with single quotes', { raw: { body: "{'a': 1}", type: 'application/json' } });
    add('unsupported charset', { raw: { body: '{}', type: 'application/json; charset=koi8-r' } });
    add('gzip header on plain JSON', { raw: { body: '{}', type: 'application/json', encoding: 'gzip' } });
    add('JSON sent as text/plain', { raw: { body: '{}', type: 'text/plain' } });

    const valid = route.jsonBody && ctx.validBodies[route.key];
    if (route.path.includes('{id}'))
      for (const id of BAD_IDS) add(`id ${id}`, { json: valid ?? {} }, fillPath(route.path, { id, slug: ctx.slug }));
    if (route.path.includes('{slug}'))
      for (const slug of BAD_SLUGS) add(`slug ${slug.slice(0, 30)}`, { json: {} }, fillPath(route.path, { slug }));
    if (route.multipartField) multipartCases(route.multipartField).forEach(([label, raw]) => add(label, { raw }));
    if (!route.jsonBody) continue;
    if (!valid) throw new Error(`No valid body for ${route.key}: add one to the bad-input spec`);

    add('JSON array', { json: [] });
    add('array of the valid body', { json: [valid] });
    for (const scalar of ['42', '"texto"', 'null', 'true'])
      add(`JSON scalar ${scalar}`, { raw: { body: scalar, type: 'application/json' } });
    const deep = `{"${Object.keys(route.jsonBody.properties ?? { a: 0 })[0]}":${'['.repeat(50_000)}${']'.repeat(50_000)}}`;
    add('50,000 nested arrays', { raw: { body: deep, type: 'application/json' } });
    add('keys with NUL and __proto__', {
      raw: {
        body: JSON.stringify(valid).replace('{', '{"__proto__":{"role":"admin"},"x\\u0000":1,'),
        type: 'application/json',
      },
    });

    const required = route.jsonBody.required ?? [];
    if (required.length) add('empty object', { json: {} });
    if (required.length)
      add('form-encoded instead of JSON', { raw: { body: 'a=1&b[c]=2', type: 'application/x-www-form-urlencoded' } });
    for (const field of required) {
      const { [field]: _dropped, ...rest } = valid;
      add(`missing ${field}`, { json: rest });
    }
    for (const [n, [field, schema]] of Object.entries(route.jsonBody.properties ?? {}).entries()) {
      const with_ = (value: unknown) => ({ ...valid, [field]: value });
      const k = kind(schema);
      const wrong =
        k === 'number'
          ? NUMBERS_THAT_ARE_NOT
          : k === 'boolean'
            ? BOOLEANS_THAT_ARE_NOT
            : k === 'array'
              ? LISTS_THAT_ARE_NOT
              : STRINGS_THAT_ARE_NOT;
      for (const value of [...wrong, ...(required.includes(field) ? [null] : [])])
        add(`${field} = ${describe(value)}`, { json: with_(value) });
      if (k === 'number') {
        const raw = JSON.stringify(with_('__N__')).replace('"__N__"', '1e999');
        add(`${field} = 1e999 (Infinity once parsed)`, { raw: { body: raw, type: 'application/json' } });
      }
      const text = typeof valid[field] === 'string' ? valid[field] : k === 'string' ? 'texto' : null;
      if (text === null) continue;
      for (const [name, bad] of Object.entries(NOT_TEXT(n)))
        add(`${field} with ${name}`, { json: with_(insertMiddle(text, bad)) });
      if (STRUCTURED.test(field) && !ANY_LINK.test(`${route.key}: ${field}`))
        for (const [name, odd] of Object.entries(ODD_UNICODE))
          add(`${field} with ${name}`, { json: with_(insertMiddle(text, odd)) });
    }
  }
  return out.filter((r) => !ACCEPTED.has(r.label));
}

function describe(value: unknown): string {
  const text =
    typeof value === 'string'
      ? JSON.stringify(value)
      : Array.isArray(value) && value.length > 5
        ? `[${value.length} items]`
        : JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 20)}… (${text.length} chars)` : text;
}

function multipartCases(field: string): [string, NonNullable<BadRequest['raw']>][] {
  const b = 'frontera';
  const part = (name: string, content: string) =>
    `--${b}\r\nContent-Disposition: form-data; name="${name}"; filename="a.bin"\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n`;
  const type = `multipart/form-data; boundary=${b}`;
  return [
    ['multipart without boundary', { body: part(field, 'x'), type: 'multipart/form-data' }],
    ['multipart cut short', { body: part(field, 'x'.repeat(2000)).slice(0, -10), type }],
    ['multipart with an empty file', { body: `${part(field, '')}--${b}--\r\n`, type }],
    [
      'multipart with two files',
      { body: `${part(field, 'x'.repeat(2000))}${part(field, 'y'.repeat(2000))}--${b}--\r\n`, type },
    ],
    ['multipart with the file under another name', { body: `${part('otro', 'x'.repeat(2000))}--${b}--\r\n`, type }],
    [
      'file field sent as JSON text',
      { body: JSON.stringify({ [field]: 'data:image/png;base64,AAAA' }), type: 'application/json' },
    ],
  ];
}
