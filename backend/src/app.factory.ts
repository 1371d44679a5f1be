import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import express from 'express';
import { AppModule } from './app.module.js';
import { PublicContentController } from './modules/content/infrastructure/http/public-content.controller.js';
import { PublicLegalTextsController } from './modules/content/infrastructure/http/public-legal-texts.controller.js';
import { AccountPricingController } from './modules/pricing/infrastructure/http/account-pricing.controller.js';
import { publicContentByPath } from './modules/content/infrastructure/http/public-content.source.js';
import { serveUploads } from './modules/media/media.module.js';
import { createOpenApiDocument } from './openapi-document.js';
import { PublicPageService } from './modules/members/application/public-page.service.js';
import { PublicPageDoor } from './modules/members/infrastructure/http/public-page-door.js';
import { RegistrationStatusService } from './modules/members/application/registration-status.service.js';
import { PasswordResetService } from './modules/members/application/password-reset.service.js';
import type { AppConfig } from './shared/domain/settings.js';
import { ErrorFilter } from './platform/http/error.filter.js';
import { jsonBodiesOnly } from './platform/http/json-bodies-only.js';
import { refuseWhileDraining } from './platform/http/graceful-shutdown.js';
import { securityHeaders, securityHeaderValues } from './platform/http/security-headers.js';
import { INPUT_BOUNDS, boundedInput, validationPipe } from './platform/http/validation.js';
import { useValidationRulesOf } from './platform/http/stored-media-rule.js';
import { OrderTrackingService } from './modules/orders/application/order-tracking.service.js';
import { serveWebApps } from './platform/http/web-assets.js';
import { LinkPageChecks } from './platform/http/link-page-checks.js';
import { RedisConnection } from './platform/http/redis-connection.js';
import { PinoNestLogger } from './platform/logging/pino-nest-logger.js';
import { requestLogging } from './platform/logging/request-logging.js';
import { createRootLogger, type LoggingOptions } from './platform/logging/root-logger.js';
import { AppMetrics } from './platform/metrics/app-metrics.js';
import { serveMetrics } from './platform/metrics/metrics-endpoint.js';

export interface DatabaseTarget {
  url: string;
  embedded: boolean;
}

/** Builds the whole HTTP application (used by main.ts and by the tests, so both run the same stack). */
export async function createApp(
  config: AppConfig,
  database: DatabaseTarget,
  logging: LoggingOptions | false = {},
): Promise<INestApplication> {
  const options = logging === false ? { enabled: false } : logging;
  const logger = await createRootLogger({ pretty: !config.production, ...options });
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, database), {
    logger: new PinoNestLogger(logger),
    bodyParser: false,
  });
  const metrics = app.get(AppMetrics);
  // First, so that every response (a draining 503, a static file) is logged, timed and carries its request id.
  app.use(requestLogging(logger));
  app.use(metrics.observeRequests());
  refuseWhileDraining(app.getHttpAdapter().getInstance());
  app.set('trust proxy', process.env.TRUST_PROXY ?? 'loopback');
  app.disable('x-powered-by');
  app.use(securityHeaders(config));
  // Only PUBLIC_URL may call the API from another origin (the sites themselves are same-origin).
  app.enableCors({
    origin: (origin, done) => done(null, origin === config.publicUrl),
    credentials: true,
    exposedHeaders: ['Content-Range'],
  });
  app.use(jsonBodiesOnly());
  app.useBodyParser('json', { limit: INPUT_BOUNDS.bodyBytes });
  app.useBodyParser('urlencoded', { limit: INPUT_BOUNDS.bodyBytes, extended: false });
  app.use(boundedInput());
  app.setGlobalPrefix('api');
  useValidationRulesOf(app);
  app.useGlobalPipes(validationPipe());
  app.useGlobalFilters(new ErrorFilter());

  const document = createOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: 'Multyhealth API',
  });

  const server: express.Express = app.getHttpAdapter().getInstance();
  serveMetrics(server, metrics.registry, config.metricsToken);
  serveUploads(server, config);
  const sitePages = serveWebApps(server, {
    publicUrl: config.publicUrl,
    companyWhatsapp: config.companyWhatsapp,
    creator: config.creator,
    sellerPreviews: app.get(PublicPageService),
    registrationLinks: app.get(RegistrationStatusService),
    orderTracking: app.get(OrderTrackingService),
    passwordLinks: {
      inspect: (token) => app.get(PasswordResetService).inspect(token),
      checks: new LinkPageChecks(app.get(RedisConnection), config.authRateLimit),
    },
    publicContent: publicContentByPath(
      app.get(PublicContentController),
      app.get(PublicLegalTextsController),
      app.get(AccountPricingController),
    ),
  });
  await app.init();
  new PublicPageDoor({
    pages: app.get(PublicPageService),
    sitePages,
    publicUrl: config.publicUrl,
    securityHeaders: securityHeaderValues(config),
    trustProxy: server.get('trust proxy fn') as (address: string, hop: number) => boolean,
    logger,
    metrics,
  }).install(app.getHttpServer());
  return app;
}
