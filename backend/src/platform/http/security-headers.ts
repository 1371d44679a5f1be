import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { AppConfig } from '../../shared/domain/settings.js';
import { START_AFTER_PAINT_CSP } from './start-after-paint.js';

/**
 * helmet with a Content-Security-Policy the built sites work under: our own scripts only (and the one inline loader of
 * start-after-paint.ts, by its hash), YouTube as the one outside source (embeds and thumbnails, only shown when a
 * video is set), and the S3 public URL when media lives there.
 */
export function securityHeaders(config: AppConfig) {
  const media = config.media.s3 ? [new URL(config.media.s3.publicUrl).origin] : [];
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", START_AFTER_PAINT_CSP],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', ...media],
        mediaSrc: ["'self'", 'blob:', ...media],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // The distributor page's order form without JavaScript redirects to the chat (docs/decisions/1720-orders.md).
        formAction: ["'self'", 'https://wa.me'],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/**
 * The headers helmet sets on every response, read once by running it with the same configuration: a request
 * answered outside Express (public-page-door.ts) sends exactly these.
 */
export function securityHeaderValues(config: AppConfig): Array<[string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
  };
  let ran = false;
  securityHeaders(config)({} as IncomingMessage, recorder as unknown as ServerResponse, () => (ran = true));
  if (!ran) throw new Error('helmet did not finish synchronously');
  return [...headers];
}
