import type { OpenAPIObject } from '@nestjs/swagger';
import { ORDER_FORM_ROUTE, ORDER_LIMITED_ROUTES } from './modules/orders/infrastructure/http/order-routes.js';
import { LIMITED_ROUTES } from './platform/http/rate-limit.module.js';

/** The body of every error answer (platform/http/error.filter.ts). */
const ERROR_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['statusCode', 'message'],
  properties: {
    statusCode: { type: 'integer', example: 400 },
    message: { type: 'string', example: 'Solicitud inválida' },
    errors: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'Mensaje por campo, cuando el error es de un campo',
      example: { email: 'El email no es válido' },
    },
  },
};

const DESCRIPTIONS: Record<number, string> = {
  400: 'Datos inválidos (cuerpo, parámetros o consulta): mensaje en español, y por campo en errors',
  401: 'Sin token o token inválido/expirado',
  403: 'Rol no autorizado',
  404: 'No encontrado',
  409: 'Conflicto con el estado actual',
  413: 'El contenido enviado es demasiado grande',
  415: 'Tipo de contenido o juego de caracteres no admitido',
  429: 'Demasiadas solicitudes',
};

/**
 * Answers that depend on what a route does rather than on what it receives, for routes that do not declare them with
 * @Api…Response: a conditional transition (409), a storage quota (413), a per-member budget (429).
 */
const STATEFUL_ANSWERS: Record<string, number[]> = {
  'PUT /api/admin/users/{id}/approve': [409],
  'PUT /api/admin/users/{id}/reject': [409],
};

/** "registration/:token/proof" → "/api/registration/{token}/proof". */
function apiPath(route: string): string {
  return `/api/${route.replace(/:(\w+)/g, '{$1}')}`;
}

/** The routes with a per-IP or per-visitor budget answer 429: "registration/:token/proof" → "POST /api/registration/{token}/proof". */
const RATE_LIMITED = new Set([...LIMITED_ROUTES, ...ORDER_LIMITED_ROUTES].map((path) => `POST ${apiPath(path)}`));

/** A form posted without JavaScript answers its refusals as Spanish pages, not JSON. */
const HTML_REFUSALS: Record<string, number[]> = {
  [`POST ${apiPath(ORDER_FORM_ROUTE)}`]: [400, 404, 429],
};

type OperationObject = NonNullable<OpenAPIObject['paths'][string]['get']>;
type SchemaObject = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>[string];
/** The keys of a property schema that the null rewrite reads. */
interface PropertySchema {
  nullable?: boolean;
  type?: string;
  allOf?: unknown[];
  enum?: unknown[];
}

const WRITES = new Set(['post', 'put', 'patch', 'delete']);

/**
 * Makes the document tell every error answer a route can give, each with the ErrorDto body, from the operation's own
 * facts: parameters are validated (400), a write parses and validates its body (400; 413 past the size limit; 415 for
 * a content type or charset it cannot read), a
 * guard answers 401 and 403, a path parameter names something that may not exist (404), a per-IP budget answers 429,
 * STATEFUL_ANSWERS the rest. Also makes a
 * nullable reference or enum accept null, which `nullable` beside `allOf` or `enum` does not in OpenAPI 3.0.
 */
export function addErrorAnswers(document: OpenAPIObject): OpenAPIObject {
  const schemas = (document.components ??= {}).schemas ?? {};
  document.components.schemas = { ...schemas, ErrorDto: ERROR_SCHEMA };
  for (const schema of Object.values(schemas)) allowNulls(schema);
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item) as [string, OperationObject][]) {
      if (!WRITES.has(method) && method !== 'get') continue;
      const key = `${method.toUpperCase()} ${path}`;
      const statuses = errorStatuses(key, method, operation);
      for (const status of statuses) {
        const declared = operation.responses[status] as { description?: string } | undefined;
        operation.responses[status] = {
          description: declared?.description || DESCRIPTIONS[status],
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/ErrorDto' } },
            // A body the form cannot read is still refused in JSON by the parser before the handler runs.
            ...(HTML_REFUSALS[key]?.includes(status) && { 'text/html': { schema: { type: 'string' } } }),
          },
        };
      }
    }
  }
  return document;
}

function errorStatuses(key: string, method: string, operation: OperationObject): number[] {
  const parameters = (operation.parameters ?? []) as { in: string }[];
  const declared = Object.keys(operation.responses)
    .map(Number)
    .filter((status) => status >= 400 && status < 500);
  const write = WRITES.has(method);
  const guarded = declared.includes(401) && (operation.security?.length ?? 0) > 0;
  return [
    ...new Set([
      ...declared,
      ...(write || parameters.length ? [400] : []),
      ...(write ? [413, 415] : []),
      ...(guarded ? [401, 403] : []),
      ...(parameters.some((p) => p.in === 'path') ? [404] : []),
      ...(STATEFUL_ANSWERS[key] ?? []),
      ...(RATE_LIMITED.has(key) ? [429] : []),
    ]),
  ].sort((a, b) => a - b);
}

/**
 * `{ nullable, allOf: [ref] }` → `{ anyOf: [ref, null] }` and `{ nullable, enum }` → `{ nullable, enum: [...enum,
 * null] }`, so a validator accepts the `null` the DTO promises.
 */
function allowNulls(schema: SchemaObject): void {
  const properties = (schema as { properties?: Record<string, PropertySchema> }).properties ?? {};
  for (const [name, property] of Object.entries(properties)) {
    if (!property.nullable) continue;
    if (property.enum && !property.enum.includes(null)) property.enum = [...property.enum, null];
    if (property.allOf?.length !== 1) continue;
    const { nullable: _nullable, type: _type, allOf, ...rest } = property;
    properties[name] = {
      ...rest,
      anyOf: [allOf[0], { type: 'object', nullable: true, enum: [null] }],
    } as PropertySchema;
  }
}
