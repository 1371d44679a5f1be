import { mkdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import express, { type Express } from 'express';
import { missingVariants } from './missing-variants.js';
import type { AppConfig } from '../../../../shared/domain/settings.js';
import { PRIVATE_PREFIX } from '../../domain/storage-key.js';

/**
 * Serves locally stored files at /uploads. Keys are random and never reused, so they are cached for a year.
 * Files are shown, never run: no MIME sniffing, an empty CSP (an SVG or HTML that slipped in executes nothing)
 * and inline disposition (PDFs are downloads).
 */
export function serveUploads(server: Express, config: AppConfig): void {
  const root = join(config.dataDir, 'uploads');
  mkdirSync(root, { recursive: true });
  // Private documents (payment proofs) live in the same store but are read only through the admin API.
  // The path is checked as the static server will read it: decoded and normalised (%70rivate, //private).
  server.use('/uploads', (req, res, next) => {
    let path = req.path;
    try {
      path = decodeURIComponent(path);
    } catch {
      // A malformed escape is refused by the static server itself.
    }
    if (!posix.normalize(path).replace(/^\/+/, '').toLowerCase().startsWith(PRIVATE_PREFIX)) return next();
    res.status(404).json({ statusCode: 404, message: 'Archivo no encontrado' });
  });
  server.use('/uploads', missingVariants(root));
  server.use(
    '/uploads',
    express.static(root, {
      maxAge: '365d',
      immutable: true,
      fallthrough: false,
      dotfiles: 'deny',
      index: false,
      redirect: false,
      setHeaders: (res, path) => {
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
        // A PDF is material to keep and forward; browsers will not render one under this sandbox anyway.
        res.setHeader('Content-Disposition', path.endsWith('.pdf') ? 'attachment' : 'inline');
      },
    }),
  );
}
