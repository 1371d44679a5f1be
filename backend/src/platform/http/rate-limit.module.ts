import { Global, Inject, Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { rateLimit } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { AddressRequests } from '../../shared/domain/address-requests.js';
import { PasswordAttempts } from '../../shared/domain/password-attempts.js';
import { AddressRequestLimit } from './address-request-limit.js';
import { AccountLockout } from './account-lockout.js';
import { RedisConnection } from './redis-connection.js';

export const TOO_MANY_ATTEMPTS = 'Demasiados intentos. Espera un minuto e inténtalo de nuevo.';

/** The routes a password guesser, a spam bot, a discount-code guesser, a reset-link prober or a proof uploader would hammer, each with its own per-IP budget. */
const LIMITED_ROUTES = ['login', 'register', 'account-pricing/check-code', 'password-reset', 'password-reset/confirm', 'registration/:token/proof'];

/**
 * AUTH_RATE_LIMIT requests per minute per IP and route, plus the per-account password budget (AccountLockout)
 * and the per-address budget of reset e-mails (AddressRequestLimit).
 * With REDIS_URL the counters live in Redis, so the limits hold across every instance behind a load balancer;
 * otherwise in this process's memory.
 */
@Global()
@Module({
  providers: [RedisConnection, { provide: PasswordAttempts, useClass: AccountLockout }, { provide: AddressRequests, useClass: AddressRequestLimit }],
  exports: [PasswordAttempts, AddressRequests],
})
export class RateLimitModule implements NestModule {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig, private readonly redis: RedisConnection) {}

  configure(consumer: MiddlewareConsumer): void {
    const redis = this.redis.client;
    for (const path of LIMITED_ROUTES) {
      const limiter = rateLimit({
        windowMs: 60_000,
        limit: this.config.authRateLimit,
        standardHeaders: 'draft-8',
        legacyHeaders: false,
        // If Redis is unreachable, let people sign in rather than lock everyone out.
        passOnStoreError: true,
        store: redis
          ? new RedisStore({
              prefix: `rl:${path}:`,
              sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as Promise<RedisReply>,
            })
          : undefined,
        handler: (_req, res) => res.status(429).json({ statusCode: 429, message: TOO_MANY_ATTEMPTS }),
      });
      consumer.apply(limiter).forRoutes({ path, method: RequestMethod.POST });
    }
  }
}
