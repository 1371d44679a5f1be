import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RedisConnection } from './redis-connection.js';

/**
 * How many password links one address may have checked by the reset page's HTML in a minute. The page shows whether
 * its link works, so it is as much a link prober's oracle as POST /api/password-reset/check, and gets the same
 * per-address budget (AUTH_RATE_LIMIT a minute). Beyond it the page is sent unchecked: the browser asks the API,
 * whose own limit answers.
 */
export class LinkPageChecks {
  private readonly limiter: RateLimiterAbstract;

  constructor(redis: RedisConnection, perMinute: number) {
    const memory = new RateLimiterMemory({ keyPrefix: 'link-page', points: perMinute, duration: 60 });
    this.limiter = redis.client
      ? new RateLimiterRedis({
          storeClient: redis.client,
          keyPrefix: 'link-page',
          points: perMinute,
          duration: 60,
          rejectIfRedisNotReady: true,
          insuranceLimiter: memory,
        })
      : memory;
  }

  /** Counts one check for `address`; false once its budget for the minute is spent. */
  async allow(address: string): Promise<boolean> {
    try {
      await this.limiter.consume(address);
      return true;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return false;
      throw rejection;
    }
  }
}
