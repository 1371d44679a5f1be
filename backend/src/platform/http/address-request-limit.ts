import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AddressRequests } from '../../shared/domain/address-requests.js';
import { TooManyAttemptsError } from '../../shared/domain/errors.js';
import { accountKey } from '../../shared/domain/password-attempts.js';
import { RedisConnection } from './redis-connection.js';

/** Reset e-mails one address may ask for within the window. */
export const REQUESTS_PER_ADDRESS = 5;
const WINDOW_SECONDS = 60 * 60;

export function addressLimitedMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Ya pediste varios enlaces para este correo. Revisa tu bandeja (y spam) o inténtalo de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

/** The same counters as AccountLockout: in Redis when REDIS_URL is set (memory as fallback), in memory otherwise. */
@Injectable()
export class AddressRequestLimit extends AddressRequests {
  private readonly limiter: RateLimiterAbstract;

  constructor(redis: RedisConnection) {
    super();
    const memory = new RateLimiterMemory({
      keyPrefix: 'reset-mail',
      points: REQUESTS_PER_ADDRESS,
      duration: WINDOW_SECONDS,
    });
    this.limiter = redis.client
      ? new RateLimiterRedis({
          storeClient: redis.client,
          keyPrefix: 'reset-mail',
          points: REQUESTS_PER_ADDRESS,
          duration: WINDOW_SECONDS,
          rejectIfRedisNotReady: true,
          insuranceLimiter: memory,
        })
      : memory;
  }

  async consume(address: string): Promise<void> {
    const key = createHash('sha256').update(accountKey(address)).digest('base64url');
    try {
      await this.limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        const seconds = Math.ceil(rejection.msBeforeNext / 1000);
        throw new TooManyAttemptsError(addressLimitedMessage(seconds), seconds);
      }
      throw rejection;
    }
  }
}
