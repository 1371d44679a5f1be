import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { createApp } from './app.factory.js';
import { ConfigError, loadConfig } from './config/app-config.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './database/embedded-postgres.js';
import { DemoSeeder } from './database/seed/demo-seeder.js';
import { DEMO_SELLER } from './database/seed/demo-content.js';
import { startDraining } from './platform/http/graceful-shutdown.js';
import { PinoNestLogger } from './platform/logging/pino-nest-logger.js';
import { createRootLogger } from './platform/logging/root-logger.js';

const logger = new Logger('Arranque');

async function main(): Promise<void> {
  const root = await createRootLogger({ pretty: process.env.NODE_ENV !== 'production' });
  Logger.overrideLogger(new PinoNestLogger(root));
  const config = loadConfig();
  let embedded: EmbeddedPostgres | undefined;
  if (!config.databaseUrl) {
    const dir = join(config.dataDir, 'db');
    logger.log(`Sin DATABASE_URL: usando PostgreSQL embebido (PGlite) en ${dir}`);
    embedded = await startEmbeddedPostgres({ dataDir: dir });
  }
  const app = await createApp(
    config,
    { url: config.databaseUrl ?? embedded!.url, embedded: !!embedded },
    { logger: root },
  );
  const seeder = app.get(DemoSeeder);
  await seeder.ensureAdmin();
  const seeded = config.seedDemo && (await seeder.seedDemoIfEmpty());

  const shutdown = async (signal: string) => {
    logger.log(`${signal} recibido: terminando las peticiones en curso…`);
    setTimeout(() => process.exit(1), 9_000).unref();
    startDraining();
    (app.getHttpServer() as Server).closeIdleConnections();
    await app.close();
    await embedded?.stop();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen(config.port);
  const url = config.publicUrl;
  logger.log(`Multyhealth listo en ${url}  (API ${url}/api, documentación ${url}/api/docs, panel ${url}/admin)`);
  logger.log(
    `Administrador: ${config.adminEmail}${config.adminPasswordIsDefault ? ` / ${config.adminPassword} (contraseña de desarrollo)` : ''}`,
  );
  if (seeded) {
    logger.log(`Página de la distribuidora de demostración: ${url}/u/${DEMO_SELLER.code}`);
    logger.log(`Acceso de la distribuidora de demostración: ${DEMO_SELLER.email} / ${DEMO_SELLER.password}`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || (error instanceof Error && error.name === 'EmbeddedDatabaseLockedError')) {
    logger.error(error.message);
  } else {
    logger.error(error instanceof Error ? error.stack : String(error));
  }
  process.exit(1);
});
