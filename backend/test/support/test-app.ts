import 'reflect-metadata';
import { mkdtempSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { simpleParser } from 'mailparser';
import type { DestinationStream } from 'pino';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory.js';
import { loadConfig } from '../../src/config/app-config.js';
import type { AppConfig } from '../../src/shared/domain/settings.js';
import { DemoSeeder } from '../../src/database/seed/demo-seeder.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: INestApplication;
  config: AppConfig;
  http: () => ReturnType<typeof request>;
  /** Runs SQL on the test database (to check what an API call really stored). */
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  adminToken(): Promise<string>;
  close(): Promise<void>;
}

/**
 * The real application on a fresh database, with a temporary DATA_DIR (uploads, mail outbox).
 * Pass `shared.database` to run several instances on one database (the caller drops it), `shared.logs` to capture
 * the JSON log lines (otherwise the app logs nothing, unless TEST_LOGS is set).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  shared: { database?: TestDatabase; logs?: DestinationStream } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mh-test-'));
  const database: TestDatabase = shared.database ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    ADMIN_EMAIL: 'admin@test.local',
    ADMIN_PASSWORD: 'admin-password',
    PUBLIC_URL: 'http://localhost:3000',
    COMPANY_WHATSAPP: '573009998877',
    AUTH_RATE_LIMIT: '100000',
    UPLOAD_RATE_LIMIT: '100000',
    UPLOAD_PENDING_FILES: '100000',
    ...env,
  });
  const logging = shared.logs ? { destination: shared.logs } : process.env.TEST_LOGS ? {} : false;
  const app = await createApp(config, { url: database.url, embedded: database.embedded }, logging);
  await app.get(DemoSeeder).ensureAdmin();
  const dataSource = app.get(DataSource);
  let admin: { token: string; version: number } | undefined;
  const adminVersion = async () =>
    (await dataSource.query(`SELECT "tokenVersion" AS v FROM users WHERE email = $1`, [config.adminEmail]))[0]
      ?.v as number;
  const http = () => request(app.getHttpServer());
  return {
    app,
    config,
    http,
    sql: (query, params) => dataSource.query(query, params),
    /** Signs in again when a password change since the last call has ended the cached session. */
    async adminToken() {
      const version = await adminVersion();
      if (admin?.version !== version) {
        const token = (
          await http().post('/api/login').send({ email: config.adminEmail, password: config.adminPassword }).expect(200)
        ).body.token;
        admin = { token, version };
      }
      return admin.token;
    },
    async close() {
      await app.close();
      if (!shared.database) await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export interface SentMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** E-mails written by the file transport (.eml files), parsed. */
export async function outbox(config: AppConfig): Promise<SentMail[]> {
  const dir = join(config.dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return Promise.all(
    readdirSync(dir)
      .filter((file) => file.endsWith('.eml'))
      .sort()
      .map(async (file) => {
        const mail = await simpleParser(readFileSync(join(dir, file)));
        return {
          to: mail.to
            ? [mail.to]
                .flat()
                .map((a) => a.text)
                .join(', ')
            : '',
          subject: mail.subject ?? '',
          html: String(mail.html || ''),
          text: mail.text ?? '',
        };
      }),
  );
}

/** Waits for the e-mail matching `predicate` to reach the outbox directory and returns it. */
export function sentMail(config: AppConfig, predicate: (mail: SentMail) => boolean): Promise<SentMail> {
  return eventually(async () => {
    const mail = (await outbox(config)).find(predicate);
    if (!mail) throw new Error('El correo esperado no llegó al buzón');
    return mail;
  });
}

/** Waits until `check` passes (the mail outbox and other background work are asynchronous). */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
