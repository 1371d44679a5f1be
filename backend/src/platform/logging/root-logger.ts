import { pino, type DestinationStream, type Logger } from 'pino';

export interface LoggingOptions {
  /** An existing logger to use as is (main.ts creates one before the application). */
  logger?: Logger;
  /** false: nothing is written (the tests' default). */
  enabled?: boolean;
  /** Where JSON lines go instead of stdout (a test captures them this way). */
  destination?: DestinationStream;
  /** Human-readable lines (pino-pretty) instead of JSON: outside production, when writing to stdout. */
  pretty?: boolean;
}

/** Anything secret that could ever reach a log record, at the top level or one object deep. */
const SECRET_FIELDS = ['password', 'newPassword', 'currentPassword', 'token', 'authorization', 'cookie'];
export const REDACTED_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  // TypeORM's QueryFailedError carries the statement's parameters (hashes, tokens): the message and stack are enough.
  'err.parameters',
  'err.driverError.parameters',
];

/**
 * The process's one pino logger: JSON lines in production (one object per line, for the log collector), pino-pretty's
 * human format in development when it is installed (it is a dev dependency, so the production image never loads it).
 */
export async function createRootLogger(options: LoggingOptions = {}): Promise<Logger> {
  if (options.logger) return options.logger;
  const settings = {
    level: options.enabled === false ? 'silent' : (process.env.LOG_LEVEL ?? 'info'),
    redact: { paths: REDACTED_PATHS, censor: '[oculto]' },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  if (options.destination) return pino(settings, options.destination);
  if (!options.pretty) return pino(settings);
  const pretty = await import('pino-pretty').catch(() => null);
  if (!pretty) return pino(settings);
  return pino(
    settings,
    pretty.default({
      colorize: process.stdout.isTTY,
      translateTime: 'SYS:HH:MM:ss.l',
      // One short line per request in a terminal: "GET /api/products 200 (12 ms)"; other fields (userId, err) below it.
      messageFormat: '{if context}[{context}] {end}{msg}{if durationMs} ({durationMs} ms){end}',
      ignore: 'pid,hostname,context,requestId,method,route,path,status,durationMs,ip',
    }),
  );
}
