import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { defer, lastValueFrom, type Observable } from 'rxjs';
import { AuditLog } from '../../shared/domain/audit-log.js';
import { TransactionRunner } from '../../shared/domain/transaction-runner.js';
import type { AuthUser } from '../auth/auth-user.js';
import { AUDIT_SPEC, type AuditedCall, type AuditSpec } from './audit-spec.js';

/** Body fields whose names are kept out of the default summary along with every value. */
const SECRET = /password|token|secret|hash/i;

/**
 * Runs an administrator's call and writes its audit entry in one transaction: services' own `run` calls join it, so
 * a failing call (validation, 404, 409…) rolls back and leaves no entry. Guards run before this, so 401/403 never
 * reach it.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly tx: TransactionRunner,
    private readonly audit: AuditLog,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const spec = this.reflector.get<AuditSpec>(AUDIT_SPEC, context.getHandler());
    const request = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    const admin = request.user;
    if (!spec || admin?.role !== 'admin') return next.handle();
    const record = (result: unknown) =>
      this.audit.record({
        adminId: admin.id,
        adminEmail: admin.email,
        action: spec.action,
        targetType: spec.targetType,
        ...describe(spec, {
          params: (request.params ?? {}) as Record<string, string>,
          body: isObject(request.body) ? request.body : {},
          result,
        }),
        // An IPv4 client on an IPv6 socket arrives as '::ffff:1.2.3.4'.
        ip: request.ip ? request.ip.replace(/^::ffff:/i, '') : null,
      });
    const handle = () => lastValueFrom(next.handle(), { defaultValue: undefined });
    if (spec.transaction === 'after') {
      return defer(async () => {
        const result = await handle();
        await this.tx.run(() => record(result));
        return result;
      });
    }
    return defer(() =>
      this.tx.run(async () => {
        const result = await handle();
        await record(result);
        return result;
      }),
    );
  }
}

function describe(spec: AuditSpec, call: AuditedCall): { targetId: string | null; summary: string } {
  const id = spec.targetId
    ? spec.targetId(call)
    : (call.params.id ?? (isObject(call.result) ? call.result.id : undefined));
  const fields = Object.keys(call.body).filter((name) => !SECRET.test(name));
  const summary = spec.summary ? spec.summary(call) : fields.length ? `Campos: ${fields.join(', ')}` : '';
  return { targetId: id === undefined || id === null ? null : String(id), summary };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}
