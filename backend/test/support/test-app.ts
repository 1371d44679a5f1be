import 'reflect-metadata';
import { mkdtempSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory.js';
import { loadConfig, type AppConfig } from '../../src/config/app-config.js';
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

/** The real application on a fresh database, with a temporary DATA_DIR (uploads, mail outbox). */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mh-test-'));
  const database: TestDatabase = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    ADMIN_EMAIL: 'admin@test.local',
    ADMIN_PASSWORD: 'admin-password',
    PUBLIC_URL: 'http://localhost:3000',
    COMPANY_WHATSAPP: '573009998877',
    ...env,
  });
  const app = await createApp(config, { url: database.url, embedded: database.embedded }, process.env.TEST_LOGS ? undefined : false);
  await app.get(DemoSeeder).ensureAdmin();
  const dataSource = app.get(DataSource);
  let adminToken: string | undefined;
  const http = () => request(app.getHttpServer());
  return {
    app,
    config,
    http,
    sql: (query, params) => dataSource.query(query, params),
    async adminToken() {
      adminToken ??= (await http().post('/api/login').send({ email: config.adminEmail, password: config.adminPassword }).expect(200)).body.token;
      return adminToken!;
    },
    async close() {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** E-mails written by the file transport, parsed just enough for assertions. */
export function outbox(config: AppConfig): { to: string; subject: string; raw: string }[] {
  const dir = join(config.dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((file) => {
      const raw = readFileSync(join(dir, file), 'utf8');
      return { to: header(raw, 'To'), subject: decodeSubject(header(raw, 'Subject')), raw };
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

function header(raw: string, name: string): string {
  const match = raw.match(new RegExp(`^${name}: (.*(?:\\n[ \\t].*)*)`, 'm'));
  return match ? match[1].replace(/\n[ \t]/g, ' ') : '';
}

function decodeSubject(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?(.*?)\?=\s*/gi, (_m, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'),
  );
}
