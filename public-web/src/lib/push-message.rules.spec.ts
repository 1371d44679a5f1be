import { describe, expect, it } from 'vitest';
import { readPushNotice, sameOriginPath } from './push-message.rules';

describe('readPushNotice', () => {
  it('reads the contract fields of a new-order message', () => {
    const payload = JSON.stringify({
      title: 'Nuevo pedido MH-1042',
      body: 'Laura · $ 350.000 COP',
      url: '/dashboard?tab=orders&order=42',
      tag: 'order-42',
    });
    expect(readPushNotice(payload)).toEqual({
      title: 'Nuevo pedido MH-1042',
      body: 'Laura · $ 350.000 COP',
      url: '/dashboard?tab=orders&order=42',
      tag: 'order-42',
    });
  });

  it('shows a generic notice for a payload that is not JSON or has no title', () => {
    expect(readPushNotice('hola')).toEqual({ title: 'Multyhealth', body: '', url: '/dashboard' });
    expect(readPushNotice(null)).toEqual({ title: 'Multyhealth', body: '', url: '/dashboard' });
    expect(readPushNotice('[1,2]')).toEqual({ title: 'Multyhealth', body: '', url: '/dashboard' });
    expect(readPushNotice(JSON.stringify({ title: 7, body: { a: 1 } })).title).toBe('Multyhealth');
  });

  it('bounds the title and body', () => {
    const notice = readPushNotice(JSON.stringify({ title: 'x'.repeat(500), body: 'y'.repeat(5000) }));
    expect(notice.title).toHaveLength(120);
    expect(notice.body).toHaveLength(500);
  });
});

describe('sameOriginPath', () => {
  it('keeps a path of the site with its query and hash', () => {
    expect(sameOriginPath('/dashboard?tab=orders&order=9#x')).toBe('/dashboard?tab=orders&order=9#x');
  });

  it('refuses other origins, protocol-relative and script URLs', () => {
    for (const url of [
      'https://evil.example/dashboard',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'dashboard',
      '',
      42,
      undefined,
    ]) {
      expect(sameOriginPath(url)).toBe('/dashboard');
    }
  });
});
