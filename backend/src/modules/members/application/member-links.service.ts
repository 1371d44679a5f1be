import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../../shared/domain/settings.js';
import type { AppConfig } from '../../../shared/domain/settings.js';
import { REJECTED_LINK_DAYS, tokenExpiry, type TokenPurpose } from '../domain/member-token.js';
import { MemberTokenRepository } from '../domain/member-token.repository.js';
import { newToken } from './one-time-token.js';

const DAY = 24 * 60 * 60 * 1000;

/** Issues the one-time links e-mailed to members and returns their full addresses on the public site. */
@Injectable()
export class MemberLinksService {
  constructor(
    private readonly tokens: MemberTokenRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async passwordReset(memberId: number): Promise<string> {
    return `${this.config.publicUrl}/restablecer-contrasena?token=${await this.issue(memberId, 'password-reset')}`;
  }

  /** The welcome e-mail's link to choose one's own password (same page as a reset). */
  async welcome(memberId: number): Promise<string> {
    return `${this.config.publicUrl}/restablecer-contrasena?token=${await this.issue(memberId, 'welcome')}`;
  }

  async registration(memberId: number): Promise<string> {
    return `${this.config.publicUrl}/registro/${await this.issue(memberId, 'registration')}`;
  }

  /** Call before deleting a rejected registration, in the same transaction. */
  keepRejected(memberId: number): Promise<void> {
    return this.tokens.keepRejectedRegistration(memberId, new Date(Date.now() + REJECTED_LINK_DAYS * DAY));
  }

  private async issue(memberId: number, purpose: TokenPurpose): Promise<string> {
    const { token, hash } = newToken();
    await this.tokens.issue(memberId, purpose, hash, tokenExpiry(purpose, new Date()));
    return token;
  }
}
