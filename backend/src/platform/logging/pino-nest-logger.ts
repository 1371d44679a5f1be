import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';

/** Nest's start-up chatter (one line per module and route) hides the lines a person needs; keep the rest. */
const NOISY = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** Nest's logger interface over the process's pino logger, so framework and application lines share one format. */
export class PinoNestLogger implements LoggerService {
  constructor(readonly pino: Logger) {}

  /** Nest's levels, each written at pino's level of the same weight (verbose is pino's trace). */
  readonly log = this.at('info');
  readonly error = this.at('error');
  readonly warn = this.at('warn');
  readonly debug = this.at('debug');
  readonly verbose = this.at('trace');
  readonly fatal = this.at('fatal');

  private at(level: Level): (message: unknown, ...params: unknown[]) => void {
    return (message, ...params) => this.write(level, message, params);
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
