import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express } from 'express';
import type { AppConfig } from '../../../../config/app-config.js';

/**
 * Serves locally stored files at /uploads. Keys are random and never reused, so they are cached for a year.
 * Files are shown, never run: no MIME sniffing, an empty CSP (an SVG or HTML that slipped in executes nothing)
 * and inline disposition.
 */
export function serveUploads(server: Express, config: AppConfig): void {
  const root = join(config.dataDir, 'uploads');
  mkdirSync(root, { recursive: true });
  server.use(
    '/uploads',
    express.static(root, {
      maxAge: '365d',
      immutable: true,
      fallthrough: false,
      dotfiles: 'deny',
      index: false,
      redirect: false,
      setHeaders: (res) => {
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
        res.setHeader('Content-Disposition', 'inline');
      },
    }),
  );
}
