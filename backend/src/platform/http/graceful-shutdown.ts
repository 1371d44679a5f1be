import type { Express, NextFunction, Request, Response } from 'express';

let draining = false;

/** Probes answer for themselves while draining: liveness stays 200, readiness says 503 with its reason. */
const PROBES = new Set(['/api/health', '/api/health/ready']);

/**
 * While the process drains after SIGTERM, requests that arrive on already-open keep-alive connections get a 503
 * with `Connection: close` (so load balancers and browsers retry elsewhere); requests in flight finish normally.
 */
export function refuseWhileDraining(server: Express): void {
  server.use((req: Request, res: Response, next: NextFunction) => {
    if (!draining || PROBES.has(req.path)) return next();
    res.set('Connection', 'close').status(503).json({
      statusCode: 503,
      message: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
    });
  });
}

export function startDraining(): void {
  draining = true;
}

export function isDraining(): boolean {
  return draining;
}
