import type { TypeOrmModuleOptions } from '@nestjs/typeorm';
import { migrations } from './migrations/index.js';

/** Embedded PGlite has one session: a pool of one connection, or concurrent transactions get mixed up. */
export function typeOrmOptions(url: string, embedded: boolean): TypeOrmModuleOptions {
  return {
    type: 'postgres',
    url,
    autoLoadEntities: true,
    synchronize: false,
    migrations,
    migrationsRun: true,
    extra: embedded
      ? { max: 1, connectionTimeoutMillis: 30_000 }
      : { max: 10, connectionTimeoutMillis: 3_000, idleTimeoutMillis: 30_000 },
  };
}
