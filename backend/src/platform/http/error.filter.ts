import { ArgumentsHost, Catch, HttpException, HttpStatus, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { QueryFailedError } from 'typeorm';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  PolicyAcceptanceRequiredError,
  TooManyAttemptsError,
  QuotaExceededError,
  UnauthorizedError,
} from '../../shared/domain/errors.js';
import { InsufficientStorageError, ServiceUnavailableError } from '../../shared/domain/unavailable.errors.js';
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
  428: 'Debes aceptar la versión vigente de los Términos y Condiciones y la Política de Privacidad',
  429: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
  500: 'Error interno del servidor',
  503: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
  507: 'No hay espacio para guardar los datos enviados.',
};

/** Outages (database, storage) are short-lived: clients are told to try again after this long. */
const RETRY_AFTER_SECONDS = 5;

/** Every error leaves as `{ statusCode, message, errors? }` with a Spanish message. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, message, errors } = this.describe(exception);
    // Logged once, with its stack, in the request's own log line (request-logging.ts reads `res.err`); never sent.
    if (status >= 500)
      (response as Response & { err?: unknown }).err =
        exception instanceof Error ? exception : new Error(String(exception));
    if (response.headersSent) return void response.end();
    if (exception instanceof TooManyAttemptsError)
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    if (status === 503) response.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    response.status(status).json(errors ? { statusCode: status, message, errors } : { statusCode: status, message });
  }

  private describe(exception: unknown): { status: number; message: string; errors?: Record<string, string> } {
    if (exception instanceof DomainError) {
      const status = statusOf(exception);
      return {
        status,
        message: exception.message,
        errors: exception.field ? { [exception.field]: exception.message } : undefined,
      };
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
      if (code === '22P02' || code === '22003' || code === '22001')
        return { status: 400, message: DEFAULT_MESSAGES[400] };
      // Text PostgreSQL cannot store (a NUL byte, an untranslatable character): the validation pipe refuses it first.
      if (code === '22021' || code === '22P05') return { status: 400, message: NOT_TEXT_MESSAGE };
    }
    const bodyParser = exception as { type?: string; status?: number };
    if (bodyParser?.type === 'entity.too.large') return { status: 413, message: DEFAULT_MESSAGES[413] };
    if (bodyParser?.type === 'entity.parse.failed')
      return { status: 400, message: 'El cuerpo de la solicitud no es JSON válido' };
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
  if (error instanceof QuotaExceededError) return 413;
  if (error instanceof PolicyAcceptanceRequiredError) return 428;
  if (error instanceof ServiceUnavailableError) return 503;
  if (error instanceof InsufficientStorageError) return 507;
  return 400;
}

/** Nest's built-in exceptions carry English texts ("Cannot GET /x", "Unauthorized"): keep only ours. */
function spanishOrDefault(message: string, status: number): string {
  const english =
    /^(Cannot \w+|Unauthorized|Forbidden|Not Found|Bad Request|Payload Too Large|Internal server error|Too Many Requests|Conflict|Unsupported Media Type)/i;
  return english.test(message) || !message ? (DEFAULT_MESSAGES[status] ?? message) : message;
}

/**
 * The database cannot answer now (unreachable, shutting down, renamed or dropped, out of connections, too slow): a
 * 503 the client may retry, never a 500. SQLSTATE classes: 08 connection, 53 insufficient resources, 57P0x shutdown,
 * 3D000 no such database, 57014 statement timeout, 25P03 idle-in-transaction timeout.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as Record<string, unknown> | undefined, i = 0; e && typeof e === 'object' && i < 4; i++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (/^(08...|53...|57P0[1-5]|3D000|57014|25P03)$/.test(code) || NETWORK_ERRORS.has(code) || e.syscall === 'connect')
      return true;
    if (typeof e.message === 'string' && CLIENT_GAVE_UP.test(e.message)) return true;
    e = (e.driverError ?? e.cause) as Record<string, unknown> | undefined;
  }
  return false;
}

const NETWORK_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** pg's, pg-pool's and TypeORM's own messages when a connection is lost, cannot be made in time, or a reply never comes. */
const CLIENT_GAVE_UP =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Driver not Connected|Query runner already released|query runner was already released/i;
