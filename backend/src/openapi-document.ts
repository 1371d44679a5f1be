import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { tmpdir } from 'node:os';
import { AppModule } from './app.module.js';
import { loadConfig } from './config/app-config.js';
import { addErrorAnswers } from './openapi-error-answers.js';

/** The OpenAPI document served at /api/docs-json; scripts/api-types.mjs generates the front ends' types from it. */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Multyhealth API')
      .setDescription(
        'API de la plataforma de distribuidores Multyhealth. Errores: { statusCode, message, errors? } con mensajes en español.',
      )
      .setVersion('1.0')
      .addBearerAuth()
      .build(),
  );
  return addErrorAnswers(document);
}

/**
 * The same document built without a database or a port: Nest's preview mode registers every controller and route but
 * instantiates no provider, so no connection is opened. Used by `npm run api:types`.
 */
export async function createOpenApiDocumentOffline(): Promise<OpenAPIObject> {
  const config = loadConfig({ JWT_SECRET: 'openapi-document-only', DATA_DIR: tmpdir() });
  const app = await NestFactory.create(AppModule.forRoot(config, { url: 'postgres://unused', embedded: false }), {
    preview: true,
    logger: false,
  });
  app.setGlobalPrefix('api');
  try {
    return createOpenApiDocument(app);
  } finally {
    await app.close();
  }
}
