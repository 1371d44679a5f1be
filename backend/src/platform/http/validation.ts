import { BadRequestException, ValidationPipe, type ArgumentMetadata, type ValidationError as ClassValidatorError } from '@nestjs/common';

/** 400 body: the first message as `message` (what a toast shows) and every field's message under `errors`. */
export class InvalidInputException extends BadRequestException {
  constructor(readonly errors: Record<string, string>) {
    super({ statusCode: 400, message: Object.values(errors)[0] ?? 'Datos inválidos', errors });
  }
}

export const NOT_TEXT_MESSAGE = 'El texto enviado contiene caracteres no válidos';
export const TOO_DEEP_MESSAGE = 'El cuerpo de la solicitud tiene demasiados niveles de anidación';
/** Our bodies nest two levels at most; class-transformer recurses and would overflow the stack (a 500) on thousands. */
const MAX_DEPTH = 32;

/**
 * Global rules on top of Nest's pipe: text that cannot be stored (NUL, which PostgreSQL refuses, and lone UTF-16
 * surrogates, which UTF-8 cannot encode and the driver would silently turn into U+FFFD) and absurd nesting are
 * refused in the body, the query and the path; and path parameters reach their own pipes as sent (IdPipe must see
 * '0x1' or ' 1', not the 1 that `+value` would make of them).
 */
class AppValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom') {
      const problem = findUnstorable(value, metadata.data ?? '');
      if (problem) throw new InvalidInputException({ [problem.field || metadata.type]: problem.message });
    }
    return super.transform(value, metadata);
  }

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

const NOT_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The first string (value or key) that is not storable text, or nesting past MAX_DEPTH; iterative, never recursive. */
function findUnstorable(root: unknown, rootPath: string): { field: string; message: string } | null {
  const pending: [unknown, string, number][] = [[root, rootPath, 0]];
  while (pending.length) {
    const [value, path, depth] = pending.pop()!;
    if (typeof value === 'string') {
      if (NOT_TEXT.test(value)) return { field: path, message: NOT_TEXT_MESSAGE };
    } else if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      if (depth >= MAX_DEPTH) return { field: rootPath, message: TOO_DEEP_MESSAGE };
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (NOT_TEXT.test(key)) return { field: childPath, message: NOT_TEXT_MESSAGE };
        pending.push([child, childPath, depth + 1]);
      }
    }
  }
  return null;
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
