import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Inject, Injectable, Logger } from '@nestjs/common';
import webPush from 'web-push';
import { APP_CONFIG, type AppConfig } from '../../../shared/domain/settings.js';
import { PushSender, type PushOutcome, type PushTarget } from '../domain/push-sender.js';
import { resolveVapidKeys, type VapidKeys } from './vapid-keys.js';

const TIMEOUT_MS = 15_000;

/**
 * web-push encrypts and signs (generateRequestDetails); the request itself goes through Node's http/https client,
 * because web-push's own sendNotification speaks https only and the tests' push service is a loopback http server.
 * The endpoint was checked against the allowed hosts when it was stored; redirects are never followed.
 */
@Injectable()
export class WebPushSender extends PushSender {
  private readonly keys: VapidKeys | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.keys = resolveVapidKeys(config);
    if (!this.keys)
      new Logger('Notificaciones').warn(
        'Sin VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY y VAPID_SUBJECT: las notificaciones push están desactivadas',
      );
  }

  publicKey(): string | null {
    return this.keys?.publicKey ?? null;
  }

  async send(
    target: PushTarget,
    payload: string,
    options: { ttlSeconds: number; urgency: 'normal' | 'high' },
  ): Promise<PushOutcome> {
    if (!this.keys) return { result: 'retry', detail: 'Notificaciones push desactivadas' };
    let details: webPush.RequestDetails;
    try {
      details = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: this.keys,
          TTL: options.ttlSeconds,
          urgency: options.urgency,
          contentEncoding: 'aes128gcm',
        },
      );
    } catch (error) {
      return { result: 'refused', detail: (error as Error).message };
    }
    try {
      const status = await post(details);
      if (status >= 200 && status < 300) return { result: 'delivered' };
      if (status === 404 || status === 410) return { result: 'gone', detail: `HTTP ${status}` };
      if (status === 429 || status >= 500) return { result: 'retry', detail: `HTTP ${status}` };
      return { result: 'refused', detail: `HTTP ${status}` };
    } catch (error) {
      return { result: 'retry', detail: (error as Error).message };
    }
  }
}

function post(details: webPush.RequestDetails): Promise<number> {
  const url = new URL(details.endpoint);
  const request = url.protocol === 'http:' ? httpRequest : httpsRequest;
  const body = details.body ?? Buffer.alloc(0);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: details.method,
        headers: { ...details.headers, 'Content-Length': body.length },
        timeout: TIMEOUT_MS,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('Tiempo de espera agotado')));
    req.on('error', reject);
    req.end(body);
  });
}
