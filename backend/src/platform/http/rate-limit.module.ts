import {
  Global,
  Inject,
  Injectable,
  Module,
  RequestMethod,
  type MiddlewareConsumer,
  type NestModule,
} from '@nestjs/common';
import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { APP_CONFIG } from '../../shared/domain/settings.js';
import type { AppConfig } from '../../shared/domain/settings.js';
import { AddressRequests } from '../../shared/domain/address-requests.js';
import { PasswordAttempts } from '../../shared/domain/password-attempts.js';
import { AddressRequestLimit } from './address-request-limit.js';
import { AccountLockout } from './account-lockout.js';
import { RedisConnection } from './redis-connection.js';

export const TOO_MANY_ATTEMPTS = 'Demasiados intentos. Espera un minuto e inténtalo de nuevo.';

/** The routes a password guesser, a spam bot, a discount-code guesser, a reset-link prober or a proof uploader would hammer, each with its own per-IP budget. */
export const LIMITED_ROUTES = [
  'login',
  'register',
  'account-pricing/check-code',
  'password-reset',
  'password-reset/confirm',
  'password-reset/check',
  'registration/:token/proof',
  'data-requests',
];

export interface LimiterOptions {
  /** Names the counters (and their Redis prefix). */
  name: string;
  /** Requests per window (a minute unless `windowMs` says otherwise) per key. */
  limit: number;
  windowMs?: number;
  /** Answers of 400 and above give their request back to the budget (only what succeeded counts). */
  skipFailedRequests?: boolean;
  /** Requests that never spend the budget (e.g. a quantity step of the order form). */
  skip?: (req: Request) => boolean;
  /** The caller the budget belongs to; the client IP when omitted. */
  key?: (req: Request) => string;
  /** Called instead of the default 429 answer, e.g. to hand an error to the framework. */
  onLimit?: RequestHandler;
}

/**
 * The one request rate-limit mechanism (express-rate-limit). With REDIS_URL the counters live in Redis, so a limit
 * holds across every instance behind a load balancer; otherwise in this process's memory.
 */
@Injectable()
export class RateLimiters {
  private readonly byName = new Map<string, RequestHandler>();

  constructor(private readonly redis: RedisConnection) {}

  /** One limiter per name: routes sharing a name share one budget (options of the first call win). */
  create(options: LimiterOptions): RequestHandler {
    const existing = this.byName.get(options.name);
    if (existing) return existing;
    const redis = this.redis.client;
    const limiter = rateLimit({
      windowMs: options.windowMs ?? 60_000,
      limit: options.limit,
      skipFailedRequests: options.skipFailedRequests ?? false,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      // If Redis is unreachable, let people through rather than lock everyone out.
      passOnStoreError: true,
      ...(options.key && { keyGenerator: options.key }),
      ...(options.skip && { skip: options.skip }),
      store: redis
        ? new RedisStore({
            prefix: `rl:${options.name}:`,
            sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as Promise<RedisReply>,
          })
        : undefined,
      handler:
        options.onLimit ?? ((_req, res) => res.status(429).json({ statusCode: 429, message: TOO_MANY_ATTEMPTS })),
    });
    this.byName.set(options.name, limiter);
    return limiter;
  }
}

/**
 * AUTH_RATE_LIMIT requests per minute per IP on the LIMITED_ROUTES, the per-account password budget
 * (AccountLockout), the per-address budget of reset e-mails (AddressRequestLimit), and RateLimiters for other
 * budgets; all global.
 */
@Global()
@Module({
  providers: [
    RedisConnection,
    RateLimiters,
    { provide: PasswordAttempts, useClass: AccountLockout },
    { provide: AddressRequests, useClass: AddressRequestLimit },
  ],
  exports: [RedisConnection, RateLimiters, PasswordAttempts, AddressRequests],
})
export class RateLimitModule implements NestModule {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limiters: RateLimiters,
  ) {}

  configure(consumer: MiddlewareConsumer): void {
    for (const path of LIMITED_ROUTES) {
      consumer
        .apply(this.limiters.create({ name: path, limit: this.config.authRateLimit }))
        .forRoutes({ path, method: RequestMethod.POST });
    }
  }
}
