import { Injectable } from '@nestjs/common';
import { AddressRequests } from '../../../shared/domain/address-requests.js';
import { ValidationError } from '../../../shared/domain/errors.js';
import { Mailer } from '../../../shared/domain/mailer.js';
import { PasswordHasher } from '../../../shared/domain/password-hasher.js';
import { TransactionRunner } from '../../../shared/domain/transaction-runner.js';
import { canSignIn } from '../domain/member.js';
import { MemberTokenRepository } from '../domain/member-token.repository.js';
import { MemberRepository } from '../domain/member.repository.js';
import { passwordResetMail } from './account-mails.js';
import { MemberLinksService } from './member-links.service.js';
import { hashToken } from './one-time-token.js';

export const INVALID_LINK = 'El enlace no es válido o ha expirado';

/** Forgotten password: a one-time link by e-mail, then a new password that ends every earlier session. */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly members: MemberRepository,
    private readonly tokens: MemberTokenRepository,
    private readonly links: MemberLinksService,
    private readonly passwords: PasswordHasher,
    private readonly mailer: Mailer,
    private readonly addressRequests: AddressRequests,
    private readonly tx: TransactionRunner,
  ) {}

  /**
   * Silent for unknown addresses and accounts that cannot sign in: the caller answers the same either way. The
   * per-address budget is spent before the lookup, so it too is the same for every address.
   */
  async request(email: string): Promise<void> {
    await this.addressRequests.consume(email);
    const member = await this.members.findByEmail(email);
    if (!member || !canSignIn(member)) return;
    await this.tx.run(async () =>
      this.mailer.enqueue(passwordResetMail(member, await this.links.passwordReset(member.id))),
    );
  }

  /** What the page says on arrival: whether the link still works, what it is for and until when (nothing is used up). */
  async inspect(token: string): Promise<{ purpose: 'password-reset' | 'welcome'; expiresAt: Date }> {
    const link = await this.tokens.findPasswordLink(hashToken(token));
    if (!link || (link.purpose !== 'password-reset' && link.purpose !== 'welcome'))
      throw new ValidationError(INVALID_LINK, 'token');
    return { purpose: link.purpose, expiresAt: link.expiresAt };
  }

  /** Works for reset links and for the welcome e-mail's link; the password is written through the one repository method. */
  async confirm(token: string, newPassword: string): Promise<void> {
    const passwordHash = await this.passwords.hash(newPassword);
    await this.tx.run(async () => {
      const memberId = await this.tokens.consumePasswordLink(hashToken(token));
      if (memberId === null) throw new ValidationError(INVALID_LINK, 'token');
      await this.members.update(memberId, { passwordHash });
    });
  }
}
