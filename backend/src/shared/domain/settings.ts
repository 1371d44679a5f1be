/** Typed settings read once from the environment; see .env.example for each variable. */
export interface AppConfig {
  production: boolean;
  port: number;
  /** Unset means the embedded PGlite database under `${dataDir}/db`. */
  databaseUrl?: string;
  dataDir: string;
  adminEmail: string;
  adminPassword: string;
  adminPasswordIsDefault: boolean;
  jwtSecret: string;
  jwtExpiresIn: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  companyWhatsapp: string;
  /** 'Página creada por' in the public site's footers (CREATOR_NAME, linked to CREATOR_URL when set). */
  creator: { name: string; url: string | null };
  /** Bank/transfer details for the payment e-mail; the admin's text (account pricing) wins over it. */
  paymentInstructions: string | null;
  seedDemo: boolean;
  media: MediaConfig;
  redisUrl?: string;
  /** Requests per minute per IP on login and register. */
  authRateLimit: number;
  /** Scheduled jobs (mail outbox, renewal reminders) can be switched off, e.g. in tests that drive them. */
  runJobs: boolean;
  /** Bearer token Prometheus sends to GET /metrics; unset, the endpoint does not exist. */
  metricsToken?: string;
  uploads: UploadLimits;
  /** Page visits and WhatsApp clicks wait in memory at most this long before their batch is written. */
  analyticsFlushMs: number;
  /** Fees paid online through the payment gateway; null: online payment is off (no button, its routes answer 404). */
  onlinePayments: OnlinePaymentsConfig | null;
  /** Web Push (VAPID_*, PUSH_ENDPOINT_HOSTS in .env.example); read only by the notifications context. */
  push: PushConfig;
}

export interface PushConfig {
  /** Null: outside production a pair is generated once in DATA_DIR; in production push is off. */
  vapid: { publicKey: string; privateKey: string; subject: string } | null;
  /** Push-service hosts allowed besides the browsers' own, lower-case `host[:port]`. */
  extraHosts: string[];
}

/** The gateway's keys and API (WOMPI_* in .env.example); read only by the payments context's gateway adapter. */
export interface OnlinePaymentsConfig {
  publicKey: string;
  integritySecret: string;
  eventsSecret: string;
  apiUrl: string;
  /** Optional: lets the reconciliation job search transactions by reference. */
  privateKey?: string;
}

/** Per-member upload budget and the automatic removal of files no record references. */
export interface UploadLimits {
  perMinute: number;
  /** Files of one member not yet attached to any record: count and total bytes. */
  pendingFiles: number;
  pendingBytes: number;
  /** An unreferenced file younger than this is an upload whose form is still being filled in. */
  orphanGraceMs: number;
  sweepEveryMs: number;
}

export interface MediaConfig {
  storage: 'local' | 's3';
  s3?: {
    endpoint?: string;
    bucket: string;
    region: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    publicUrl: string;
  };
}

/** DI token of the AppConfig value (config/config.module.ts provides it). */
export const APP_CONFIG = Symbol('APP_CONFIG');
