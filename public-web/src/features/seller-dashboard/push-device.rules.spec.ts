import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, pushSupport } from './push-device.rules';

const base = { hasServiceWorker: true, hasPushManager: true, hasNotification: true, standalone: false };

describe('push support', () => {
  it('is supported where service worker, PushManager and Notification all exist', () => {
    expect(pushSupport({ ...base, userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131' })).toBe('supported');
  });

  it('asks iPhone users outside the installed app to add it to the home screen first', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Safari/604.1';
    expect(pushSupport({ ...base, hasPushManager: false, userAgent: iphone })).toBe('ios-needs-install');
    expect(pushSupport({ ...base, hasPushManager: false, userAgent: iphone, standalone: true })).toBe('unsupported');
  });

  it('is unsupported without a service worker', () => {
    expect(pushSupport({ ...base, hasServiceWorker: false, userAgent: 'Firefox' })).toBe('unsupported');
  });
});

describe('base64UrlToBytes', () => {
  it('decodes URL-safe base64 without padding', () => {
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect(base64UrlToBytes('B'.padEnd(87, 'A'))).toHaveLength(65);
  });
});
