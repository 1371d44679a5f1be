import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { AuthUser } from '../auth/auth-user.js';
import { routePattern } from '../http/route-pattern.js';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** A caller's id is kept only if it is short and harmless in a log line and a header. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;
/** Query parameters that can carry a secret (a reset link's token): their values never reach a log line. */
const SECRET_QUERY = /^(token|password|code|secret|key|signature)$/i;
/** Paths whose segment after the prefix is a private link's token (a registration's status page and its API). */
const SECRET_SEGMENT = /^(\/registro\/|\/api\/registration\/)[^/?]+/;
/** Load balancer probes and Prometheus scrapes: logged only when they fail (or at LOG_LEVEL=debug). */
const QUIET_PATHS = new Set(['/api/health', '/api/health/ready', '/metrics']);

/**
 * One JSON line per request when the response is finished: request id (the caller's X-Request-Id or a new UUID,
 * echoed in the response), method, route pattern, path, status, duration, client IP and the signed-in member's id.
 * Bodies and headers are never logged. A 5xx line carries the error the filter attached to the response (`res.err`).
 */
export function requestLogging(logger: Logger): RequestHandler {
  const middleware = pinoHttp({
    logger,
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'requestId' },
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const id = requestIdOf(req);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customLogLevel: (req, res, error) => {
      if (error || res.statusCode >= 500) return 'error';
      if (QUIET_PATHS.has((req as Request).path)) return 'debug';
      return 'info';
    },
    customSuccessObject: (req, res, value: { responseTime?: number }) =>
      requestLine(req as Request, res as Response, value.responseTime),
    customErrorObject: (req, res, error, value: { responseTime?: number }) => {
      // Without `res.err`, pino-http passes a stand-in ("failed with status code …") whose stack says nothing.
      const err =
        (res as { err?: unknown }).err ?? (/^failed with status code/.test(error.message) ? undefined : error);
      return { ...requestLine(req as Request, res as Response, value.responseTime), ...(err ? { err } : {}) };
    },
    customSuccessMessage: (req, res) => summary(req as Request, res),
    customErrorMessage: (req, res) => summary(req as Request, res),
  });
  return middleware;
}

/** The caller's X-Request-Id when it is sane, else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

function requestLine(req: Request, res: Response, durationMs?: number) {
  const user = (req as { user?: AuthUser | null }).user;
  return {
    method: req.method,
    route: routePattern(req),
    path: safePath(req.originalUrl),
    status: res.statusCode,
    durationMs,
    ip: req.ip,
    ...(user?.id ? { userId: user.id } : {}),
  };
}

const summary = (req: Request, res: ServerResponse) => `${req.method} ${routePattern(req)} ${res.statusCode}`;

/** The request's path and query as logged: a private link's token and the values of secret parameters are hidden. */
export function safePath(url: string): string {
  const [given, query] = url.split('?', 2);
  const path = given.replace(SECRET_SEGMENT, '$1[oculto]');
  if (!query) return path;
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) if (SECRET_QUERY.test(key)) params.set(key, '[oculto]');
  return `${path}?${params.toString()}`;
}
