import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AppConfig, PushConfig } from '../shared/domain/settings.js';

export const DEV_ADMIN_EMAIL = 'admin@multyhealth.local';
export const DEV_ADMIN_PASSWORD = 'admin12345';

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const missing = ['JWT_SECRET', 'ADMIN_PASSWORD'].filter((name) => production && !env[name]);
  if (missing.length) {
    throw new ConfigError(
      `NODE_ENV=production requiere ${missing.join(' y ')}: define ${missing.length > 1 ? 'estas variables' : 'esta variable'} ` +
        'antes de arrancar (ver .env.example). En producción no se usan contraseñas ni secretos por defecto.',
    );
  }
  if (env.METRICS_TOKEN && env.METRICS_TOKEN.length < 16)
    throw new ConfigError('METRICS_TOKEN debe tener al menos 16 caracteres.');
  const port = Number(env.PORT ?? 3000);
  const dataDir = resolve(env.DATA_DIR || './data');
  const databaseUrl = env.DATABASE_URL || undefined;
  const storage = env.MEDIA_STORAGE === 's3' ? 's3' : 'local';
  return {
    production,
    port,
    databaseUrl,
    dataDir,
    adminEmail: (env.ADMIN_EMAIL || DEV_ADMIN_EMAIL).trim().toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || DEV_ADMIN_PASSWORD,
    adminPasswordIsDefault: !env.ADMIN_PASSWORD,
    jwtSecret: env.JWT_SECRET || developmentJwtSecret(dataDir),
    jwtExpiresIn: env.JWT_EXPIRES_IN || '7d',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Multyhealth <no-reply@multyhealth.local>',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    companyWhatsapp: (env.COMPANY_WHATSAPP || '573001234567').replace(/\D/g, ''),
    creator: creatorCredit(env),
    paymentInstructions: env.PAYMENT_INSTRUCTIONS?.trim() || null,
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : !databaseUrl && !production,
    media: {
      storage,
      s3:
        storage === 's3'
          ? {
              endpoint: env.S3_ENDPOINT || undefined,
              bucket: required(env, 'S3_BUCKET'),
              region: env.S3_REGION || 'us-east-1',
              accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
              secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
              publicUrl: required(env, 'S3_PUBLIC_URL').replace(/\/+$/, ''),
            }
          : undefined,
    },
    redisUrl: env.REDIS_URL || undefined,
    authRateLimit: Number(env.AUTH_RATE_LIMIT ?? 10),
    runJobs: env.RUN_JOBS !== 'false',
    metricsToken: env.METRICS_TOKEN || undefined,
    analyticsFlushMs: Math.max(10, Number(env.ANALYTICS_FLUSH_MS ?? 1000) || 1000),
    uploads: {
      perMinute: Number(env.UPLOAD_RATE_LIMIT ?? 20),
      pendingFiles: Number(env.UPLOAD_PENDING_FILES ?? 30),
      pendingBytes: Number(env.UPLOAD_PENDING_MB ?? 200) * 1024 * 1024,
      orphanGraceMs: Number(env.ORPHAN_GRACE_MINUTES ?? 24 * 60) * 60_000,
      sweepEveryMs: Number(env.ORPHAN_SWEEP_MINUTES ?? 60) * 60_000,
    },
    onlinePayments: onlinePayments(env),
    push: pushConfig(env),
  };
}

/** The footers' credit: a name of up to 100 characters and, when given, a full http(s) address to link it to. */
function creatorCredit(env: NodeJS.ProcessEnv): AppConfig['creator'] {
  const name = env.CREATOR_NAME?.trim() || 'el equipo digital de Multyhealth';
  if (name.length > 100) throw new ConfigError('CREATOR_NAME debe tener como máximo 100 caracteres.');
  const url = env.CREATOR_URL?.trim() || null;
  if (url && !isWebAddress(url))
    throw new ConfigError('CREATOR_URL debe ser una dirección completa que empiece por https:// o http://.');
  return { name, url };
}

function isWebAddress(value: string): boolean {
  try {
    return ['https:', 'http:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const GATEWAY_SANDBOX_API = 'https://sandbox.wompi.co/v1';
const GATEWAY_PRODUCTION_API = 'https://production.wompi.co/v1';

/** All three of public key, integrity secret and events secret, or none (online payment off). */
function onlinePayments(env: NodeJS.ProcessEnv): AppConfig['onlinePayments'] {
  const publicKey = env.WOMPI_PUBLIC_KEY?.trim();
  const integritySecret = env.WOMPI_INTEGRITY_SECRET?.trim();
  const eventsSecret = env.WOMPI_EVENTS_SECRET?.trim();
  if (!publicKey) {
    if (integritySecret || eventsSecret)
      throw new ConfigError('WOMPI_INTEGRITY_SECRET y WOMPI_EVENTS_SECRET necesitan WOMPI_PUBLIC_KEY.');
    return null;
  }
  if (!integritySecret || !eventsSecret)
    throw new ConfigError(
      'WOMPI_PUBLIC_KEY necesita también WOMPI_INTEGRITY_SECRET y WOMPI_EVENTS_SECRET (las tres juntas).',
    );
  const apiUrl = (
    env.WOMPI_API_URL?.trim() || (publicKey.startsWith('pub_test_') ? GATEWAY_SANDBOX_API : GATEWAY_PRODUCTION_API)
  ).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(apiUrl)) throw new ConfigError('WOMPI_API_URL debe ser una URL http(s).');
  return { publicKey, integritySecret, eventsSecret, apiUrl, privateKey: env.WOMPI_PRIVATE_KEY?.trim() || undefined };
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new ConfigError(`Falta la variable ${name} (obligatoria con MEDIA_STORAGE=s3).`);
  return value;
}

/** Development only: a secret generated once and kept beside the data so sessions survive restarts. */
function developmentJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT go together; PUSH_ENDPOINT_HOSTS adds push-service hosts. */
function pushConfig(env: NodeJS.ProcessEnv): PushConfig {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  const subject = env.VAPID_SUBJECT?.trim();
  const extraHosts = (env.PUSH_ENDPOINT_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  for (const host of extraHosts) {
    if (!/^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:]+\](:\d{1,5})?$/.test(host))
      throw new ConfigError(`PUSH_ENDPOINT_HOSTS: "${host}" no es un host[:puerto] válido.`);
  }
  if (!publicKey && !privateKey && !subject) return { vapid: null, extraHosts };
  if (!publicKey || !privateKey || !subject)
    throw new ConfigError('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY y VAPID_SUBJECT van juntas: define las tres o ninguna.');
  if (bytes(publicKey) !== 65 || !publicKey.startsWith('B'))
    throw new ConfigError('VAPID_PUBLIC_KEY debe ser un punto P-256 sin comprimir de 65 bytes en base64url.');
  if (bytes(privateKey) !== 32) throw new ConfigError('VAPID_PRIVATE_KEY debe tener 32 bytes en base64url.');
  if (!isSubject(subject))
    throw new ConfigError('VAPID_SUBJECT debe ser una dirección mailto: o una URL https:// de contacto.');
  return { vapid: { publicKey, privateKey, subject }, extraHosts };
}

function bytes(base64url: string): number {
  return /^[A-Za-z0-9_-]+$/.test(base64url) ? Buffer.from(base64url, 'base64url').length : -1;
}

function isSubject(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'mailto:' && value.includes('@')) || (url.protocol === 'https:' && !!url.hostname);
  } catch {
    return false;
  }
}
