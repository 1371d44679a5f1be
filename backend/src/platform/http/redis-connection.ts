import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG } from '../../shared/domain/settings.js';
import type { AppConfig } from '../../shared/domain/settings.js';

/** The one Redis client of the process (rate-limit counters), present only when REDIS_URL is set. */
@Injectable()
export class RedisConnection implements OnApplicationShutdown {
  readonly client?: Redis;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (config.redisUrl)
      this.client = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client?.quit().catch(() => undefined);
  }
}
