import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AuthUser } from '../../../../platform/auth/auth-user.js';
import { PublicPageService, type Visitor } from '../../application/public-page.service.js';
import { visitSource } from '../../domain/visit-attribution.js';
import { visitorId } from '../../../../platform/http/visitor-cookie.js';

/**
 * Answers GET /api/user/{slug}: the cached page's bytes as they are (no serialisation, never stored by a cache), the
 * visit counted with where it came from (`src`, else the page's referrer).
 */
export async function sendPublicPage(
  pages: PublicPageService,
  ownHost: string,
  slug: string,
  req: Request,
  res: Response,
  viewer: AuthUser | null,
): Promise<void> {
  const source = visitSource(text(req.query.src), text(req.query.referrer), ownHost);
  const json = await pages.view(slug, { ...visitor(req, res, viewer), source }).catch((error: unknown) => {
    // No visitor id for a page that is not there.
    res.removeHeader('Set-Cookie');
    throw error;
  });
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', json.byteLength);
  res.end(json);
}

export function visitor(req: Request, res: Response, viewer: AuthUser | null): Visitor {
  return { viewer, userAgent: req.get('user-agent'), ip: req.ip, ...visitorId(req, res, () => req.secure) };
}

/**
 * A page event's visitor, read when the handler asks (so a request refused before that sets no visitor cookie): the
 * signed-in viewer (after the optional sign-in guard), the browser and the visitor id.
 */
export const CurrentVisitor = createParamDecorator((_data: unknown, context: ExecutionContext): (() => Visitor) => {
  const http = context.switchToHttp();
  const req = http.getRequest<Request & { user?: AuthUser }>();
  return () => visitor(req, http.getResponse<Response>(), req.user ?? null);
});

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value.slice(0, 500) : undefined;
}
