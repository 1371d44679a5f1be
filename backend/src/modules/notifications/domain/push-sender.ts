/** One device to deliver to, as stored. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * What the push service answered: `gone` (404/410) means the subscription is dead, `retry` a failure worth trying
 * again (network, timeout, 429, 5xx), `refused` one that will not change (another 4xx).
 */
export type PushOutcome = { result: 'delivered' } | { result: 'gone' | 'retry' | 'refused'; detail: string };

/** Encrypts (aes128gcm) and signs (VAPID) one notification and posts it to the device's push service. */
export abstract class PushSender {
  /** The VAPID public key (base64url, 65-byte P-256 point), or null when push is off. */
  abstract publicKey(): string | null;
  abstract send(
    target: PushTarget,
    payload: string,
    options: { ttlSeconds: number; urgency: 'normal' | 'high' },
  ): Promise<PushOutcome>;
}
