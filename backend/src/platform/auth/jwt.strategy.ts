import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { SessionUserLookup, type AuthUser } from './auth-user.js';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(@Inject(APP_CONFIG) config: AppConfig, private readonly users: SessionUserLookup) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.jwtSecret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /** A deleted member's token stops working at once (passport turns `null` into 401). */
  async validate(payload: { sub?: unknown }): Promise<AuthUser | null> {
    return typeof payload.sub === 'number' ? this.users.findById(payload.sub) : null;
  }
}
