import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { TooManyAttemptsError } from '../../shared/domain/errors.js';
import { PasswordAttempts, accountKey } from '../../shared/domain/password-attempts.js';
import { RedisConnection } from './redis-connection.js';

/** Wrong passwords allowed per account within FAILURE_WINDOW before it locks (docs/decisions/0201). */
export const FAILURES_BEFORE_LOCK = 10;
const FAILURE_WINDOW_SECONDS = 15 * 60;
/** Each lock within a day lasts twice the previous one: 5, 10, 20, 40, then 60 minutes. */
const FIRST_LOCK_SECONDS = 5 * 60;
const LONGEST_LOCK_SECONDS = 60 * 60;
const LOCK_MEMORY_SECONDS = 24 * 60 * 60;

export function accountLockedMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Demasiados intentos fallidos con esta cuenta. Por seguridad está bloqueada temporalmente: inténtalo de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

/**
 * Counters in Redis when REDIS_URL is set (one budget across every instance), in this process's memory otherwise.
 * If Redis stops answering, each instance keeps counting in memory rather than letting guesses through unlimited.
 */
@Injectable()
export class AccountLockout extends PasswordAttempts {
  private readonly failures: RateLimiterAbstract;
  private readonly locks: RateLimiterAbstract;

  constructor(redis: RedisConnection) {
    super();
    const limiter = (keyPrefix: string, points: number, duration: number) => {
      const memory = new RateLimiterMemory({ keyPrefix, points, duration });
      return redis.client
        ? new RateLimiterRedis({
            storeClient: redis.client,
            keyPrefix,
            points,
            duration,
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
          })
        : memory;
    };
    this.failures = limiter('pw-fail', FAILURES_BEFORE_LOCK, FAILURE_WINDOW_SECONDS);
    this.locks = limiter('pw-lock', Number.MAX_SAFE_INTEGER, LOCK_MEMORY_SECONDS);
  }

  /** Every attempt is counted before the check, so parallel guesses cannot slip past the budget. */
  async guard(account: string, check: () => Promise<boolean>): Promise<boolean> {
    // Hashed: the counters never store e-mail addresses, and the key length is fixed.
    const key = createHash('sha256').update(accountKey(account)).digest('base64url');
    let attempt: number;
    try {
      attempt = (await this.failures.consume(key)).consumedPoints;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        const seconds = Math.ceil(rejection.msBeforeNext / 1000);
        throw new TooManyAttemptsError(accountLockedMessage(seconds), seconds);
      }
      throw rejection;
    }
    if (await check()) {
      await Promise.all([this.failures.delete(key), this.locks.delete(key)]);
      return true;
    }
    if (attempt >= FAILURES_BEFORE_LOCK) {
      const lockNumber = (await this.locks.penalty(key, 1)).consumedPoints;
      await this.failures.block(key, Math.min(FIRST_LOCK_SECONDS * 2 ** (lockNumber - 1), LONGEST_LOCK_SECONDS));
    }
    return false;
  }
}
