import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import type { Page } from '../../shared/domain/list-query.js';

/**
 * Turns a returned Page into the JSON array react-admin expects, with `Content-Range: <resource> start-end/total`.
 * The resource is the last segment of the route (`/api/admin/users` → `users`).
 */
@Injectable()
export class ContentRangeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    return next.handle().pipe(
      map((result) => {
        if (!isPage(result)) return result;
        const resource = http.getRequest<Request>().path.replace(/\/+$/, '').split('/').pop();
        const end = result.items.length ? result.start + result.items.length - 1 : result.start;
        http.getResponse<Response>().setHeader('Content-Range', `${resource} ${result.start}-${end}/${result.total}`);
        return result.items;
      }),
    );
  }
}

function isPage(value: unknown): value is Page<unknown> {
  return (
    !!value &&
    typeof value === 'object' &&
    Array.isArray((value as Page<unknown>).items) &&
    typeof (value as Page<unknown>).total === 'number'
  );
}
