import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { QueryFailedError } from 'typeorm';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  TooManyAttemptsError,
  UnauthorizedError,
} from '../../shared/domain/errors.js';
import { NOT_TEXT_MESSAGE } from './validation.js';

const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'Solicitud inválida',
  401: 'Debes iniciar sesión para continuar',
  403: 'No tienes permiso para realizar esta acción',
  404: 'Recurso no encontrado',
  405: 'Método no permitido',
  409: 'El recurso ya existe',
  413: 'El contenido enviado es demasiado grande',
  415: 'Tipo de contenido no soportado',
  429: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
  500: 'Error interno del servidor',
  503: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
};

/** Every error leaves as `{ statusCode, message, errors? }` with a Spanish message (CONVENTIONS.md §5). */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, message, errors } = this.describe(exception);
    if (status >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (response.headersSent) return void response.end();
    if (exception instanceof TooManyAttemptsError) response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    response.status(status).json(errors ? { statusCode: status, message, errors } : { statusCode: status, message });
  }

  private describe(exception: unknown): { status: number; message: string; errors?: Record<string, string> } {
    if (exception instanceof DomainError) {
      const status = statusOf(exception);
      return { status, message: exception.message, errors: exception.field ? { [exception.field]: exception.message } : undefined };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      // Express and body-parser errors arrive wrapped with their English text as `cause`.
      const cause = exception.cause as { type?: string } | undefined;
      if (cause?.type === 'entity.parse.failed' || cause instanceof SyntaxError) {
        return { status, message: 'El cuerpo de la solicitud no es JSON válido' };
      }
      if (cause) return { status, message: DEFAULT_MESSAGES[status] ?? DEFAULT_MESSAGES[400] };
      const body = exception.getResponse();
      if (typeof body === 'object' && body && 'errors' in body) {
        const { message, errors } = body as { message: string; errors: Record<string, string> };
        return { status, message, errors };
      }
      return { status, message: spanishOrDefault(exception.message, status) };
    }
    if (exception instanceof QueryFailedError) {
      const code = (exception.driverError as { code?: string })?.code;
      if (code === '23505') return { status: 409, message: DEFAULT_MESSAGES[409] };
      if (code === '23503') return { status: 404, message: DEFAULT_MESSAGES[404] };
      if (code === '22P02' || code === '22003' || code === '22001') return { status: 400, message: DEFAULT_MESSAGES[400] };
      // Text PostgreSQL cannot store (a NUL byte, an untranslatable character): the validation pipe refuses it first.
      if (code === '22021' || code === '22P05') return { status: 400, message: NOT_TEXT_MESSAGE };
    }
    const bodyParser = exception as { type?: string; status?: number };
    if (bodyParser?.type === 'entity.too.large') return { status: 413, message: DEFAULT_MESSAGES[413] };
    if (bodyParser?.type === 'entity.parse.failed') return { status: 400, message: 'El cuerpo de la solicitud no es JSON válido' };
    if (typeof bodyParser?.status === 'number' && bodyParser.status >= 400 && bodyParser.status < 500) {
      return { status: bodyParser.status, message: DEFAULT_MESSAGES[bodyParser.status] ?? DEFAULT_MESSAGES[400] };
    }
    if (isDatabaseUnavailable(exception)) return { status: 503, message: DEFAULT_MESSAGES[503] };
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, message: DEFAULT_MESSAGES[500] };
  }
}

function statusOf(error: DomainError): number {
  if (error instanceof NotFoundError) return 404;
  if (error instanceof ConflictError) return 409;
  if (error instanceof UnauthorizedError) return 401;
  if (error instanceof ForbiddenError) return 403;
  if (error instanceof TooManyAttemptsError) return 429;
  return 400;
}

/** Nest's built-in exceptions carry English texts ("Cannot GET /x", "Unauthorized"): keep only ours. */
function spanishOrDefault(message: string, status: number): string {
  const english = /^(Cannot \w+|Unauthorized|Forbidden|Not Found|Bad Request|Payload Too Large|Internal server error|Too Many Requests|Conflict|Unsupported Media Type)/i;
  return english.test(message) || !message ? (DEFAULT_MESSAGES[status] ?? message) : message;
}

function isDatabaseUnavailable(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${(error as { code?: string }).code ?? ''}` : '';
  return /ECONNREFUSED|ECONNRESET|EPIPE|Connection terminated|timeout exceeded when trying to connect|57P01|57P03|08006|08001/i.test(text);
}
