import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../../shared/domain/settings.js';
import type { AppConfig } from '../../../shared/domain/settings.js';
import { ConflictError, NotFoundError } from '../../../shared/domain/errors.js';
import { Mailer } from '../../../shared/domain/mailer.js';
import { registrationFee } from '@multyhealth/rules';
import { MemberRepository } from '../domain/member.repository.js';
import { MemberTokenRepository } from '../domain/member-token.repository.js';
import { SignUpPricingSource } from '../domain/sign-up-pricing.js';
import { MemberLinksService } from './member-links.service.js';
import { activationRevertedMail, approvedMail } from './member-mails.js';
import { hashToken } from './one-time-token.js';
import { UNKNOWN_REGISTRATION } from './registration-status.service.js';

/**
 * How members react to a sign-up fee paid online (the payments context calls it through its PaidRegistrations port):
 * the same conditional approval as the administrator's, without a password (the welcome e-mail's link sets it).
 */
@Injectable()
export class PaidRegistrationsService {
  private readonly logger = new Logger('Registro');

  constructor(
    private readonly members: MemberRepository,
    private readonly tokens: MemberTokenRepository,
    private readonly pricing: SignUpPricingSource,
    private readonly links: MemberLinksService,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async checkoutFor(
    token: string,
  ): Promise<{ memberId: number; name: string; email: string; amountInPesos: number; statusUrl: string }> {
    const link = await this.tokens.findRegistrationLink(hashToken(token));
    const member = link?.memberId ? await this.members.findById(link.memberId) : null;
    if (!member || member.role !== 'user') throw new NotFoundError(UNKNOWN_REGISTRATION);
    if (member.status !== 'pending') throw new ConflictError('Tu registro ya está aprobado');
    const fee = registrationFee(await this.pricing.current(), member.discountCode);
    return {
      memberId: member.id,
      name: member.name,
      email: member.email,
      amountInPesos: fee.amount,
      statusUrl: `${this.config.publicUrl}/registro/${token}`,
    };
  }

  /** In the caller's transaction: one conditional UPDATE decides, so only one approval (and one e-mail) ever happens. */
  async activate(memberId: number): Promise<'fulfilled' | 'already-done' | 'gone'> {
    const approved = await this.members.approvePending(memberId, null);
    if (!approved) {
      const member = await this.members.findById(memberId);
      return member?.role === 'user' && member.status === 'approved' ? 'already-done' : 'gone';
    }
    await this.mailer.enqueue(approvedMail(approved, this.config, await this.links.welcome(memberId), 'online'));
    this.logger.log(`Registro aprobado por pago en línea: ${approved.code}`);
    return 'fulfilled';
  }

  /** In the caller's transaction: an administrator reverted the voided payment that approved this member. */
  async revertActivation(memberId: number, reference: string): Promise<boolean> {
    const pending = await this.members.returnToPending(memberId);
    if (!pending) return false;
    await this.mailer.enqueue(activationRevertedMail(pending, this.config, reference));
    this.logger.log(`Registro devuelto a pendiente por pago anulado: ${pending.code}`);
    return true;
  }
}
