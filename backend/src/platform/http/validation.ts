import {
  BadRequestException,
  PayloadTooLargeException,
  ValidationPipe,
  type ArgumentMetadata,
  type ValidationError as ClassValidatorError,
} from '@nestjs/common';
import type { RequestHandler } from 'express';

/** 400 body: the first message as `message` (what a toast shows) and every field's message under `errors`. */
export class InvalidInputException extends BadRequestException {
  constructor(readonly errors: Record<string, string>) {
    super({ statusCode: 400, message: Object.values(errors)[0] ?? 'Datos inválidos', errors });
  }
}

export const NOT_TEXT_MESSAGE = 'El texto enviado contiene caracteres no válidos';
export const TOO_DEEP_MESSAGE = 'El cuerpo de la solicitud tiene demasiados niveles de anidación';

/**
 * Bounds on everything a client sends (body, query string, path), checked once right after parsing and before
 * guards, pipes and class-transformer (whose conversion is quadratic in the number of keys). The byte limit bounds
 * the cost of JSON.parse itself. Our DTOs have under 20 fields, lists of at most 50 items, texts of at most 5,000
 * characters (the largest valid body is under 100 KB even in 3-byte UTF-8) and two levels of nesting; every bound is
 * far above that and far below what costs measurable time (docs/decisions/0101-input-bounds-and-timeouts.md).
 */
export const INPUT_BOUNDS = {
  bodyBytes: 256 * 1024,
  depth: 32,
  keysPerObject: 200,
  arrayItems: 1000,
  values: 10_000,
  stringChars: 100_000,
};

const TOO_COMPLEX: Record<'keys' | 'items' | 'values' | 'chars', string> = {
  keys: `Un objeto de la solicitud tiene más de ${INPUT_BOUNDS.keysPerObject} campos`,
  items: `Una lista de la solicitud tiene más de ${INPUT_BOUNDS.arrayItems} elementos`,
  values: `La solicitud tiene más de ${INPUT_BOUNDS.values} valores`,
  chars: `Un texto de la solicitud tiene más de ${INPUT_BOUNDS.stringChars} caracteres`,
};

/**
 * Nest's pipe, with path parameters reaching their own pipes as sent (IdPipe must see '0x1' or ' 1', not the 1 that
 * `+value` would make of them). Input shape and unstorable text were refused before, by boundedInput().
 */
class AppValidationPipe extends ValidationPipe {
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    return metadata.type === 'param' ? value : super.transformPrimitive(value, metadata);
  }
}

export function validationPipe(): ValidationPipe {
  return new AppValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new InvalidInputException(collect(errors)),
  });
}

/** Express middleware, installed right after the body parsers: the one check of input shape and text. */
export function boundedInput(): RequestHandler {
  return (request, _response, next) => {
    const problem =
      findBadInput(request.body, 'body') ?? findBadInput(request.query, 'query') ?? findBadPath(request.path);
    if (!problem) return next();
    const errors = { [problem.field]: problem.message };
    next(problem.tooLarge ? new InputTooLargeException(errors) : new InvalidInputException(errors));
  };
}

export class InputTooLargeException extends PayloadTooLargeException {
  constructor(readonly errors: Record<string, string>) {
    super({ statusCode: 413, message: Object.values(errors)[0], errors });
  }
}

interface BadInput {
  field: string;
  message: string;
  tooLarge?: boolean;
}

/**
 * Text that cannot be stored (NUL, which PostgreSQL refuses, and lone UTF-16 surrogates, which UTF-8 cannot encode
 * and the driver would silently turn into U+FFFD) and anything past INPUT_BOUNDS. One iterative walk that stops at
 * the first problem, so its cost is bounded by the bounds themselves, never by the size of a hostile body.
 */
function findBadInput(root: unknown, where: 'body' | 'query'): BadInput | null {
  const pending: [unknown, string, number][] = [[root, '', 0]];
  let values = 0;
  while (pending.length) {
    const [value, path, depth] = pending.pop()!;
    if (++values > INPUT_BOUNDS.values) return { field: where, message: TOO_COMPLEX.values, tooLarge: true };
    if (typeof value === 'string') {
      const problem = badText(value, path || where);
      if (problem) return problem;
    } else if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      if (depth >= INPUT_BOUNDS.depth) return { field: where, message: TOO_DEEP_MESSAGE };
      const keys = Object.keys(value);
      if (Array.isArray(value) ? keys.length > INPUT_BOUNDS.arrayItems : keys.length > INPUT_BOUNDS.keysPerObject) {
        return {
          field: path || where,
          message: Array.isArray(value) ? TOO_COMPLEX.items : TOO_COMPLEX.keys,
          tooLarge: true,
        };
      }
      for (const key of keys) {
        const childPath = path ? `${path}.${key}` : key;
        const problem = badText(key, childPath);
        if (problem) return problem;
        pending.push([(value as Record<string, unknown>)[key], childPath, depth + 1]);
      }
    }
  }
  return null;
}

/** Path segments as Express will decode them for route parameters (a segment it cannot decode, it refuses itself). */
function findBadPath(path: string): BadInput | null {
  for (const segment of path.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      continue;
    }
    const problem = badText(decoded, 'path');
    if (problem) return problem;
  }
  return null;
}

// eslint-disable-next-line no-control-regex -- NUL is exactly what this pattern looks for
const NOT_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function badText(text: string, field: string): BadInput | null {
  if (text.length > INPUT_BOUNDS.stringChars) return { field, message: TOO_COMPLEX.chars, tooLarge: true };
  return NOT_TEXT.test(text) ? { field, message: NOT_TEXT_MESSAGE } : null;
}

function collect(errors: ClassValidatorError[], prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    const field = prefix + error.property;
    const message = error.constraints && Object.values(error.constraints)[0];
    if (message) out[field] = translate(message, field);
    Object.assign(out, collect(error.children ?? [], `${field}.`));
  }
  return out;
}

/** class-validator's and Nest's own English messages (unknown property, body not an object) get a Spanish equivalent. */
function translate(message: string, field: string): string {
  if (/should not exist/.test(message)) return `El campo ${field} no está permitido`;
  if (/object is expected/.test(message)) return 'El cuerpo de la solicitud debe ser un objeto JSON';
  return message;
}
