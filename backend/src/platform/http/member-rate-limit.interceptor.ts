import {
  HttpException,
  Inject,
  Injectable,
  mixin,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
} from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import { from, mergeMap, type Observable } from 'rxjs';
import type { AppConfig } from '../../shared/domain/settings.js';
import { APP_CONFIG } from '../../shared/domain/settings.js';
import type { AuthUser } from '../auth/auth-user.js';
import { RateLimiters } from './rate-limit.module.js';

/**
 * A per-member budget of `limit(config)` requests a minute on the routes it decorates. An interceptor, not a
 * middleware, because the member is known only after the guards; list it before an upload interceptor so an
 * exhausted budget answers 429 before a byte of the body is read.
 */
export function MemberRateLimit(
  name: string,
  limit: (config: AppConfig) => number,
  message: string,
): Type<NestInterceptor> {
  @Injectable()
  class MemberRateLimitInterceptor implements NestInterceptor {
    private readonly limiter: RequestHandler;

    constructor(limiters: RateLimiters, @Inject(APP_CONFIG) config: AppConfig) {
      this.limiter = limiters.create({
        name,
        limit: limit(config),
        key: (req) => `member:${(req.user as AuthUser).id}`,
        onLimit: (_req, _res, next) => next(new HttpException(message, 429)),
      });
    }

    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
      const http = context.switchToHttp();
      const passed = new Promise<void>((resolve, reject) =>
        this.limiter(http.getRequest<Request>(), http.getResponse<Response>(), (error?: unknown) =>
          error ? reject(error instanceof Error ? error : new Error('Límite de solicitudes no disponible')) : resolve(),
        ),
      );
      return from(passed).pipe(mergeMap(() => next.handle()));
    }
  }
  return mixin(MemberRateLimitInterceptor);
}
