import { createHash, timingSafeEqual } from 'node:crypto';
import type { Express, Request, Response } from 'express';
import type { Registry } from 'prom-client';

/**
 * GET /metrics in Prometheus text format, outside /api and registered before the web apps so their SPA fallback
 * never answers it. Without METRICS_TOKEN it does not exist (404); with it, only `Authorization: Bearer <token>`.
 */
export function serveMetrics(server: Express, registry: Registry, token: string | undefined): void {
  server.get('/metrics', async (req: Request, res: Response) => {
    if (!token) return void res.status(404).json({ statusCode: 404, message: 'Recurso no encontrado' });
    if (!sameSecret(bearerOf(req), token)) {
      return void res
        .set('WWW-Authenticate', 'Bearer')
        .status(401)
        .json({ statusCode: 401, message: 'Se requiere el token de métricas' });
    }
    res
      .set('Cache-Control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}

function bearerOf(req: Request): string {
  const header = req.get('authorization') ?? '';
  return /^Bearer\s+/i.test(header) ? header.replace(/^Bearer\s+/i, '').trim() : '';
}

/** Constant-time comparison; hashing first makes the lengths equal, so a wrong length is not revealed either. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return given.length > 0 && timingSafeEqual(digest(given), digest(expected));
}
