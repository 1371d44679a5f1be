import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { routePattern } from '../http/route-pattern.js';

/**
 * This instance's Prometheus registry (one per application, so several in one process never collide) and the
 * instruments other parts of the application feed. Figures read from elsewhere at scrape time register a gauge
 * with a `collect` callback (see database-metrics.ts).
 */
export class AppMetrics {
  readonly registry = new Registry();

  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duración de las peticiones HTTP, por método, patrón de ruta y código de estado',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  private analyticsBufferSource: () => number = () => 0;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    const bufferSize = () => this.analyticsBufferSource();
    new Gauge({
      name: 'multyhealth_analytics_write_buffer',
      help: 'Visitas y clics de WhatsApp en memoria pendientes de escribir (0 mientras se escriben en la misma petición)',
      registers: [this.registry],
      collect() {
        this.set(bufferSize());
      },
    });
  }

  /** Wires the analytics write buffer's size into its gauge (read at every scrape). */
  reportAnalyticsBuffer(size: () => number): void {
    this.analyticsBufferSource = size;
  }

  /** Times every request into the histogram when its response is finished. */
  observeRequests(): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      const end = this.httpDuration.startTimer();
      res.once('finish', () => end({ method: req.method, route: routePattern(req), status_code: res.statusCode }));
      next();
    };
  }
}
