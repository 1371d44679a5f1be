import { Injectable } from '@nestjs/common';
import { NotFoundError, ValidationError } from '../../../shared/domain/errors.js';
import { PasswordHasher } from '../../../shared/domain/password-hasher.js';
import { MemberRepository } from '../domain/member.repository.js';

/** Changing one's own password always proves the current one first. Input rules live in the DTOs (SPEC §5). */
@Injectable()
export class PasswordChangeService {
  constructor(private readonly members: MemberRepository, private readonly passwords: PasswordHasher) {}

  /** The admin form's rules (SPEC §5): all fields required, equal, at least 6 characters. */
  async changeAdmin(adminId: number, input: { currentPassword?: unknown; newPassword?: unknown; confirmPassword?: unknown }): Promise<void> {
    const { currentPassword, newPassword, confirmPassword = newPassword } = input;
    const filled = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
    if (!filled(currentPassword) || !filled(newPassword) || !filled(confirmPassword)) {
      throw new ValidationError('Todos los campos son obligatorios');
    }
    if (newPassword !== confirmPassword) throw new ValidationError('Las contraseñas no coinciden', 'confirmPassword');
    if (newPassword.length < 6) throw new ValidationError('La nueva contraseña debe tener al menos 6 caracteres', 'newPassword');
    if (newPassword.length > 200) throw new ValidationError('La nueva contraseña no puede tener más de 200 caracteres', 'newPassword');
    await this.change(adminId, currentPassword, newPassword);
  }

  async change(memberId: number, currentPassword: string, newPassword: string): Promise<void> {
    const member = await this.members.findById(memberId);
    if (!member?.passwordHash) throw new NotFoundError('Usuario no encontrado');
    if (!(await this.passwords.verify(member.passwordHash, currentPassword))) {
      throw new ValidationError('La contraseña actual es incorrecta', 'currentPassword');
    }
    if (newPassword === currentPassword) throw new ValidationError('La nueva contraseña debe ser diferente de la actual', 'newPassword');
    await this.members.update(memberId, { passwordHash: await this.passwords.hash(newPassword) });
  }
}
