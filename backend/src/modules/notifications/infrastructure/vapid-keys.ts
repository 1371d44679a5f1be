import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webPush from 'web-push';
import type { AppConfig, PushConfig } from '../../../shared/domain/settings.js';

export type VapidKeys = NonNullable<PushConfig['vapid']>;

/**
 * The configured VAPID keys; without them, outside production, a pair generated once by web-push and kept in
 * DATA_DIR/vapid-keys.json (so subscriptions survive restarts); in production, null (push off).
 */
export function resolveVapidKeys(config: Pick<AppConfig, 'push' | 'production' | 'dataDir' | 'adminEmail'>) {
  if (config.push.vapid) return config.push.vapid;
  if (config.production) return null;
  const file = join(config.dataDir, 'vapid-keys.json');
  const subject = `mailto:${config.adminEmail}`;
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  }
  const pair = webPush.generateVAPIDKeys();
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(pair), { mode: 0o600 });
  return { ...pair, subject };
}
