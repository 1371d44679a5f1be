import { Inject, Module, RequestMethod, type MiddlewareConsumer, type NestModule, type OnApplicationShutdown } from '@nestjs/common';
import { rateLimit } from 'express-rate-limit';
import { Redis } from 'ioredis';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';

export const TOO_MANY_ATTEMPTS = 'Demasiados intentos. Espera un minuto e inténtalo de nuevo.';

/** The routes a password guesser or a spam bot would hammer, each with its own per-IP budget. */
const LIMITED_ROUTES = ['login', 'register', 'password-reset', 'password-reset/confirm'];

/**
 * AUTH_RATE_LIMIT requests per minute per IP and route. With REDIS_URL the counters live in Redis, so the
 * limit holds across every instance behind a load balancer; otherwise in this process's memory.
 */
@Module({})
export class RateLimitModule implements NestModule, OnApplicationShutdown {
  private readonly redis?: Redis;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (config.redisUrl) this.redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  }

  configure(consumer: MiddlewareConsumer): void {
    for (const path of LIMITED_ROUTES) {
      const limiter = rateLimit({
        windowMs: 60_000,
        limit: this.config.authRateLimit,
        standardHeaders: 'draft-8',
        legacyHeaders: false,
        // If Redis is unreachable, let people sign in rather than lock everyone out.
        passOnStoreError: true,
        store: this.redis
          ? new RedisStore({
              prefix: `rl:${path}:`,
              sendCommand: (command: string, ...args: string[]) => this.redis!.call(command, ...args) as Promise<RedisReply>,
            })
          : undefined,
        handler: (_req, res) => res.status(429).json({ statusCode: 429, message: TOO_MANY_ATTEMPTS }),
      });
      consumer.apply(limiter).forRoutes({ path, method: RequestMethod.POST });
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}
