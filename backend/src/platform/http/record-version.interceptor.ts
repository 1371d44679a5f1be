import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { defer, lastValueFrom, map, type Observable } from 'rxjs';
import { QueryFailedError } from 'typeorm';
import { ConflictError, ValidationError } from '../../shared/domain/errors.js';
import type { AuthUser } from '../auth/auth-user.js';
import { Transactions } from '../database/transactions.js';

export const STALE_WRITE_MESSAGE = 'Otro administrador cambió este registro; recarga para ver los cambios';
const BAD_VERSION_MESSAGE = 'La versión del registro (If-Match) no es válida';

/**
 * Records carry their version as `updatedAt` and, on admin reads and writes of one record, as the `ETag` header.
 * An admin PUT with `If-Match: "<updatedAt>"` writes that version only: the transaction carries it and the database
 * refuses the UPDATE when the row has moved on (migration 1736500000000, docs/decisions/1750-admin-conflicts.md):
 * 409 with STALE_WRITE_MESSAGE, nothing written. Without If-Match (or with `*`) the write goes through as before;
 * an `updatedAt` in the body is ignored like any other field the client may not set.
 */
@Injectable()
export class RecordVersionInterceptor implements NestInterceptor {
  constructor(private readonly tx: Transactions) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request & { user?: AuthUser }>();
    if (request.user?.role !== 'admin' || !request.path.startsWith('/api/admin/')) return next.handle();
    const response = http.getResponse<Response>();
    const tagged = map((result: unknown) => {
      if (isRecord(result)) response.setHeader('ETag', `"${result.updatedAt.toISOString()}"`);
      return result;
    });
    const ifMatch = request.headers['if-match'];
    if (request.method !== 'PUT' || ifMatch === undefined || ifMatch.trim() === '*') return next.handle().pipe(tagged);
    const version = /^\s*(?:W\/)?"([^"]{1,40})"\s*$/.exec(ifMatch)?.[1];
    if (!version || Number.isNaN(Date.parse(version))) throw new ValidationError(BAD_VERSION_MESSAGE, 'If-Match');
    const expected = new Date(version).toISOString();
    return defer(() =>
      this.tx
        .run(async () => {
          await this.tx.manager.query(`SELECT set_config('mh.expected_version', $1, true)`, [expected]);
          return lastValueFrom(next.handle(), { defaultValue: undefined });
        })
        .catch((error: unknown) => {
          if (error instanceof QueryFailedError && (error.driverError as { code?: string })?.code === 'MH409')
            throw new ConflictError(STALE_WRITE_MESSAGE);
          throw error;
        }),
    ).pipe(tagged);
  }
}

function isRecord(value: unknown): value is { updatedAt: Date } {
  return (
    !!value &&
    typeof value === 'object' &&
    (value as { updatedAt?: unknown }).updatedAt instanceof Date &&
    !Number.isNaN((value as { updatedAt: Date }).updatedAt.getTime())
  );
}
