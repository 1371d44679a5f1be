import {
  ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  applyDecorators,
  SetMetadata,
  UseGuards,
  createParamDecorator,
  Optional,
  type CanActivate,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { PolicyAcceptanceRequiredError } from '../../shared/domain/errors.js';
import type { AuthUser } from './auth-user.js';
import { BEFORE_POLICY_ACCEPTANCE, PolicyAcceptance } from './policy-acceptance.js';

export const SESSION_EXPIRED = 'Tu sesión ha expirado o no es válida. Inicia sesión de nuevo.';

@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  /** A bad token is `!user`; `error` is a failure while checking it (the database down), which is no reason to log out. */
  handleRequest<T>(error: Error | null | undefined, user: T): T {
    if (error) throw error;
    if (!user) throw new UnauthorizedException(SESSION_EXPIRED);
    return user;
  }
}

/** Lets anonymous callers through but still recognises a valid token (e.g. not to count an owner's own visits). */
@Injectable()
export class OptionalJwtAuthGuard extends AuthGuard('jwt') {
  /** Most visitors send no token: skip passport for them (it is on the hottest route, the public page). */
  override canActivate(context: ExecutionContext) {
    return context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>().headers.authorization
      ? super.canActivate(context)
      : true;
  }

  handleRequest<T>(_error: unknown, user: T): T {
    return (user || null) as T;
  }
}

export const POLICY_ACCEPTANCE_REQUIRED =
  'Actualizamos los Términos y Condiciones o la Política de Privacidad: acéptalos para continuar.';

type Audience = 'admin' | 'seller';
const AUDIENCE = 'audience';

@Injectable()
export class AudienceGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Optional() private readonly policies?: PolicyAcceptance,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const audience = this.reflector.getAllAndOverride<Audience | undefined>(AUDIENCE, [
      context.getHandler(),
      context.getClass(),
    ]);
    const user = context.switchToHttp().getRequest<{ user: AuthUser }>().user;
    if (!user) return false;
    const approvedSeller = user.role === 'user' && user.status === 'approved';
    const allowed =
      audience === 'admin'
        ? user.role === 'admin'
        : audience === 'seller'
          ? approvedSeller
          : approvedSeller || user.role === 'admin';
    if (!allowed) {
      throw new ForbiddenException(
        audience === 'admin'
          ? 'Solo un administrador puede realizar esta acción'
          : user.role === 'admin'
            ? 'Esta sección es solo para distribuidores'
            : 'Tu cuenta aún no está aprobada',
      );
    }
    // A member with a newer legal text to accept may only accept it, read it, download or delete their data.
    if (user.role === 'user' && this.policies && !this.exempt(context) && (await this.policies.isPending(user.id)))
      throw new PolicyAcceptanceRequiredError(POLICY_ACCEPTANCE_REQUIRED);
    return true;
  }

  private exempt(context: ExecutionContext): boolean {
    return !!this.reflector.getAllAndOverride<boolean>(BEFORE_POLICY_ACCEPTANCE, [
      context.getHandler(),
      context.getClass(),
    ]);
  }
}

function guarded(audience?: Audience) {
  return applyDecorators(
    SetMetadata(AUDIENCE, audience),
    UseGuards(JwtAuthGuard, AudienceGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Sin token o token inválido/expirado' }),
    ...(audience ? [ApiForbiddenResponse({ description: 'Rol no autorizado' })] : []),
  );
}

/** An admin or an approved member (a pending member never gets a session, but never trust that alone). */
export const Authenticated = () => guarded();
export const AdminOnly = () => guarded('admin');
/** An approved member (role user). */
export const SellerOnly = () => guarded('seller');

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser | null => {
  return context.switchToHttp().getRequest<{ user?: AuthUser }>().user ?? null;
});
