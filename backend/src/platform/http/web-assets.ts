import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { ADMIN_UI_DIST, PUBLIC_WEB_DIST } from '../../config/paths.js';

const HASHED_ASSETS = { maxAge: '365d', immutable: true };

/**
 * One origin for everything: the admin console at /admin, the public site at /, both with an SPA fallback to
 * their index.html (unknown /api paths are left to the API's JSON 404). Built files are served when present.
 */
export function serveWebApps(server: Express): void {
  serveSpa(server, '/admin', ADMIN_UI_DIST);
  serveSpa(server, '/', PUBLIC_WEB_DIST);
}

function serveSpa(server: Express, base: string, dist: string): void {
  if (!existsSync(join(dist, 'index.html'))) return;
  const index = readFileSync(join(dist, 'index.html'), 'utf8');
  server.use(join(base, 'assets'), express.static(join(dist, 'assets'), { ...HASHED_ASSETS, fallthrough: false }));
  server.use(base, express.static(dist, { index: false, maxAge: '1h' }));
  server.get(base === '/' ? /^\/(?!api\/|api$|uploads\/|admin(\/|$)).*/ : new RegExp(`^${base}(/.*)?$`), (req: Request, res: Response, next: NextFunction) => {
    if (!req.accepts('html')) return next();
    res.set('Cache-Control', 'no-cache').type('html').send(index);
  });
}
