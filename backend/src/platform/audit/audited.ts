import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { AUDIT_SPEC, type AuditSpec } from './audit-spec.js';
import { AuditInterceptor } from './audit.interceptor.js';

export type { AuditedCall, AuditSpec } from './audit-spec.js';

/** Records the administrator action in the audit trail (docs/decisions/0901-audit-trail.md). Sellers are not recorded. */
export const Audited = (spec: AuditSpec) =>
  applyDecorators(SetMetadata(AUDIT_SPEC, spec), UseInterceptors(AuditInterceptor));
