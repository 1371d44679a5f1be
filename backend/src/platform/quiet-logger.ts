import { ConsoleLogger } from '@nestjs/common';

/** Nest's start-up chatter (one line per module and route) hides the lines a person needs; keep the rest. */
const NOISY = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory', 'NestApplication']);

export class QuietLogger extends ConsoleLogger {
  log(message: unknown, context?: string): void {
    if (context && NOISY.has(context)) return;
    super.log(message, context);
  }
}
