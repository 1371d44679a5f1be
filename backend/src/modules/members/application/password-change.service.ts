import { Injectable } from '@nestjs/common';
import { SessionTokens } from '../../../shared/domain/session-tokens.js';
import { ConflictError, NotFoundError, ValidationError } from '../../../shared/domain/errors.js';
import { PasswordAttempts } from '../../../shared/domain/password-attempts.js';
import { PasswordHasher } from '../../../shared/domain/password-hasher.js';
import { MemberRepository } from '../domain/member.repository.js';

export const CONCURRENT_PASSWORD_CHANGE =
  'La contraseña acaba de cambiarse desde otra sesión. Inicia sesión de nuevo con la contraseña nueva.';

/**
 * Changing one's own password always proves the current one first. The change ends every earlier session of the
 * member; the caller gets a fresh token so the session that made the change stays signed in.
 */
@Injectable()
export class PasswordChangeService {
  constructor(
    private readonly members: MemberRepository,
    private readonly passwords: PasswordHasher,
    private readonly tokens: SessionTokens,
    private readonly attempts: PasswordAttempts,
  ) {}

  /** The admin form's rules: all fields required, equal, at least 6 characters. */
  async changeAdmin(
    admin: { id: number; tokenVersion: number },
    input: { currentPassword?: unknown; newPassword?: unknown; confirmPassword?: unknown },
  ): Promise<{ token: string }> {
    const { currentPassword, newPassword, confirmPassword = newPassword } = input;
    const filled = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
    if (!filled(currentPassword) || !filled(newPassword) || !filled(confirmPassword)) {
      throw new ValidationError('Todos los campos son obligatorios');
    }
    if (newPassword !== confirmPassword) throw new ValidationError('Las contraseñas no coinciden', 'confirmPassword');
    if (newPassword.length < 6)
      throw new ValidationError('La nueva contraseña debe tener al menos 6 caracteres', 'newPassword');
    if (newPassword.length > 200)
      throw new ValidationError('La nueva contraseña no puede tener más de 200 caracteres', 'newPassword');
    return this.change(admin, currentPassword, newPassword);
  }

  /**
   * Compare-and-set on the stored hash: of two concurrent changes exactly one wins, the others get 409. `session` is
   * the caller as authenticated: a version older than the stored one means another change has just committed.
   */
  async change(
    session: { id: number; tokenVersion: number },
    currentPassword: string,
    newPassword: string,
  ): Promise<{ token: string }> {
    const memberId = session.id;
    const member = await this.members.findById(memberId);
    if (!member?.passwordHash) throw new NotFoundError('Usuario no encontrado');
    if (member.tokenVersion !== session.tokenVersion) throw new ConflictError(CONCURRENT_PASSWORD_CHANGE);
    const hash = member.passwordHash;
    // The same per-account budget as sign-in: a stolen session must not become a way to guess the password.
    if (!(await this.attempts.guard(member.email, () => this.passwords.verify(hash, currentPassword)))) {
      throw new ValidationError('La contraseña actual es incorrecta', 'currentPassword');
    }
    if (newPassword === currentPassword)
      throw new ValidationError('La nueva contraseña debe ser diferente de la actual', 'newPassword');
    const changed = await this.members.replacePasswordHash(
      memberId,
      member.passwordHash,
      await this.passwords.hash(newPassword),
    );
    if (!changed) throw new ConflictError(CONCURRENT_PASSWORD_CHANGE);
    return { token: await this.tokens.issue(changed) };
  }
}
