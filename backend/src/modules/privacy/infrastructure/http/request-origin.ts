import type { Request } from 'express';
import type { ConsentOrigin } from '../../../../shared/domain/policy-consents.js';

/** The caller's address (as the proxy settings resolve it) and browser, kept with a consent. */
export function originOf(request: Request): ConsentOrigin {
  const agent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof agent === 'string' ? agent.slice(0, 300) : null };
}
