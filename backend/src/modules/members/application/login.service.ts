import { Injectable } from '@nestjs/common';
import { SessionTokens } from '../../../shared/domain/session-tokens.js';
import { UnauthorizedError } from '../../../shared/domain/errors.js';
import { PasswordAttempts } from '../../../shared/domain/password-attempts.js';
import { PasswordHasher } from '../../../shared/domain/password-hasher.js';
import { canSignIn, type Member } from '../domain/member.js';
import { MemberRepository } from '../domain/member.repository.js';

export const WRONG_CREDENTIALS = 'Email o contraseña incorrectos';

/** A valid argon2id hash of a random string, verified when the e-mail is unknown so timing does not reveal it. */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$6Xqc2m6X5pn4mrQJMCfMIw$2yxjX1ejdoxpJIffsLuhRvYZC1qf9BZNMPpABZJlGs0';

@Injectable()
export class LoginService {
  constructor(
    private readonly members: MemberRepository,
    private readonly passwords: PasswordHasher,
    private readonly tokens: SessionTokens,
    private readonly attempts: PasswordAttempts,
  ) {}

  async login(email: string, password: string): Promise<{ token: string; member: Member }> {
    // Unknown e-mails go through the same count and the same hashing as known ones: nothing tells them apart.
    const member = await this.members.findByEmail(email);
    const signedIn = await this.attempts.guard(
      email,
      async () =>
        (await this.passwords.verify(member?.passwordHash ?? DUMMY_HASH, password)) && !!member && canSignIn(member),
    );
    if (!signedIn || !member) throw new UnauthorizedError(WRONG_CREDENTIALS);
    const token = await this.tokens.issue(member);
    return { token, member };
  }
}
