import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Role } from '../../shared/domain/role.js';
import { SessionTokens } from '../../shared/domain/session-tokens.js';

/** Signs session tokens as JWTs; `ver` ties a token to the member's current token version (see JwtStrategy). */
@Injectable()
export class JwtSessionTokens extends SessionTokens {
  constructor(private readonly jwt: JwtService) {
    super();
  }

  issue(member: { id: number; role: Role; tokenVersion: number }): Promise<string> {
    return this.jwt.signAsync({ sub: member.id, role: member.role, ver: member.tokenVersion });
  }
}
