import { BadRequestException, ValidationPipe, type ValidationError as ClassValidatorError } from '@nestjs/common';

/** 400 body: the first message as `message` (what a toast shows) and every field's message under `errors`. */
export class InvalidInputException extends BadRequestException {
  constructor(readonly errors: Record<string, string>) {
    super({ statusCode: 400, message: Object.values(errors)[0] ?? 'Datos inválidos', errors });
  }
}

export function validationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new InvalidInputException(collect(errors)),
  });
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

/** class-validator's own English messages (unknown property, nested type) get a Spanish equivalent. */
function translate(message: string, field: string): string {
  if (/should not exist/.test(message)) return `El campo ${field} no está permitido`;
  return message;
}
