import { Injectable, Logger } from '@nestjs/common';
import type { DeletionActor } from '../../../shared/domain/account-deletion.js';
import { AuditLog } from '../../../shared/domain/audit-log.js';
import { ForbiddenError, NotFoundError } from '../../../shared/domain/errors.js';
import { MemberFiles } from '../../../shared/domain/member-files.js';
import { PasswordAttempts, accountKey } from '../../../shared/domain/password-attempts.js';
import { PasswordHasher } from '../../../shared/domain/password-hasher.js';
import { TransactionRunner } from '../../../shared/domain/transaction-runner.js';
import { MemberAccounts } from '../domain/member-accounts.js';
import { MemberDataSections } from './member-data-sections.js';

export const WRONG_PASSWORD = 'La contraseña no es correcta';
const NOT_FOUND = 'Usuario no encontrado';

/**
 * Deletes a distributor's account now (docs/decisions/1730-account-deletion.md): every context erases its part
 * (records kept for accounting lose their personal fields), the member's row goes (the page answers 404, login is
 * refused), one audit entry without personal data is written, and the uploaded files leave storage after commit.
 */
@Injectable()
export class AccountDeletionService {
  private readonly logger = new Logger('Privacidad');

  constructor(
    private readonly members: MemberAccounts,
    private readonly sections: MemberDataSections,
    private readonly files: MemberFiles,
    private readonly audit: AuditLog,
    private readonly passwords: PasswordHasher,
    private readonly attempts: PasswordAttempts,
    private readonly tx: TransactionRunner,
  ) {}

  /** The member's own request: a wrong password is refused (403) and counts against the account's budget. */
  async deleteOwn(memberId: number, password: string, ip: string | null): Promise<void> {
    const member = await this.members.findDistributor(memberId);
    if (!member) throw new NotFoundError(NOT_FOUND);
    const hash = member.passwordHash;
    const valid = await this.attempts.guard(accountKey(member.email), async () =>
      hash ? this.passwords.verify(hash, password) : false,
    );
    if (!valid) throw new ForbiddenError(WRONG_PASSWORD, 'password');
    await this.deleteAccount(memberId, { kind: 'member', ip });
  }

  async deleteAccount(memberId: number, actor: DeletionActor): Promise<void> {
    await this.tx.run(async () => {
      await this.tx.lock('account-deletion', memberId);
      if (!(await this.members.findDistributor(memberId))) throw new NotFoundError(NOT_FOUND);
      await this.sections.eraseFor(memberId);
      if (!(await this.members.deleteDistributor(memberId))) throw new NotFoundError(NOT_FOUND);
      // An administrator's call is audited by the route itself (one entry either way).
      if (actor.kind === 'member') {
        await this.audit.record({
          adminId: memberId,
          adminEmail: 'el propio distribuidor',
          action: 'member.delete',
          targetType: 'member',
          targetId: String(memberId),
          summary: 'Cuenta eliminada por el propio distribuidor, con sus datos personales',
          ip: actor.ip,
        });
      }
      await this.tx.afterCommit(() => this.deleteFilesOf(memberId));
    });
    this.logger.log(`Cuenta ${memberId} eliminada con sus datos personales`);
  }

  private async deleteFilesOf(memberId: number): Promise<void> {
    try {
      await this.files.deleteAllOwnedBy(memberId);
    } catch (error) {
      this.logger.error(`No se pudieron borrar los archivos del usuario ${memberId}: ${(error as Error).message}`);
    }
  }
}
