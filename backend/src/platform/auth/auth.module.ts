import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG } from '../../shared/domain/settings.js';
import type { AppConfig } from '../../shared/domain/settings.js';
import { PasswordHasher } from '../../shared/domain/password-hasher.js';
import { Argon2PasswordHasher } from './argon2-password-hasher.js';
import { JwtStrategy } from './jwt.strategy.js';
import { SessionTokens } from '../../shared/domain/session-tokens.js';
import { JwtSessionTokens } from './jwt-session-tokens.js';

@Global()
@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256', expiresIn: config.jwtExpiresIn as `${number}d` },
      }),
    }),
  ],
  providers: [
    JwtStrategy,
    { provide: SessionTokens, useClass: JwtSessionTokens },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
  ],
  exports: [JwtModule, PasswordHasher, SessionTokens],
})
export class AuthModule {}
