import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG } from '../../shared/domain/settings.js';
import type { AppConfig } from '../../shared/domain/settings.js';
import { SessionUserLookup, type AuthUser } from './auth-user.js';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: SessionUserLookup,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // jsonwebtoken first tries to read a string or Buffer secret as a PEM public key, which throws on every
      // request (about a tenth of a signed-in request's CPU); a KeyObject goes straight to HMAC. passport-jwt's
      // types predate KeyObject, hence the cast.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /**
   * A deleted member's token stops working at once, and so does one issued before the member's latest password
   * change (passport turns `null` into 401). Tokens from before versions existed count as version 0.
   */
  async validate(payload: { sub?: unknown; ver?: unknown }): Promise<AuthUser | null> {
    if (typeof payload.sub !== 'number') return null;
    const user = await this.users.findById(payload.sub);
    return user && user.tokenVersion === (payload.ver ?? 0) ? user : null;
  }
}
