import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';

/** Nest's start-up chatter (one line per module and route) hides the lines a person needs; keep the rest. */
const NOISY = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** Nest's logger interface over the process's pino logger, so framework and application lines share one format. */
export class PinoNestLogger implements LoggerService {
  constructor(readonly pino: Logger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  /** Nest passes `(message, context)` or, for errors, `(message, stack, context)`. */
  private write(level: Level, message: unknown, params: unknown[]): void {
    const context =
      params.length && typeof params[params.length - 1] === 'string'
        ? (params[params.length - 1] as string)
        : undefined;
    if (level === 'info' && context && NOISY.has(context)) return;
    const stack =
      params.length === 2 && typeof params[0] === 'string' && /\n\s*at /.test(params[0]) ? params[0] : undefined;
    if (message instanceof Error) return this.pino[level]({ context, err: message }, message.message);
    if (typeof message === 'object' && message !== null) return this.pino[level]({ context, ...message });
    this.pino[level]({ context, ...(stack ? { stack } : {}) }, String(message));
  }
}
