import type { Express } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import type { AppConfig } from '../../config/app-config.js';

export const TOO_MANY_ATTEMPTS = 'Demasiados intentos. Espera un minuto e inténtalo de nuevo.';

/** The routes a password guesser or a spam bot would hammer, each with its own per-IP budget. */
const LIMITED_ROUTES = ['/api/login', '/api/register'];

/** AUTH_RATE_LIMIT requests per minute per IP and route; `store` is shared across instances when given. */
export function applyRateLimits(server: Express, config: AppConfig, store?: (prefix: string) => Store): void {
  for (const path of LIMITED_ROUTES) {
    server.post(
      path,
      rateLimit({
        windowMs: 60_000,
        limit: config.authRateLimit,
        standardHeaders: 'draft-8',
        legacyHeaders: false,
        store: store?.(path),
        handler: (_req, res) => res.status(429).json({ statusCode: 429, message: TOO_MANY_ATTEMPTS }),
      }),
    );
  }
}
