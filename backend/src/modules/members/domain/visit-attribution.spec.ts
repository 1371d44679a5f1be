import { isAutomatedAgent, visitDevice, visitSource } from './visit-attribution.js';

describe('visit attribution', () => {
  it('takes the src parameter first, grouping unknown values as otro', () => {
    expect(visitSource('QR', 'https://www.facebook.com/', 'mh.test')).toBe('qr');
    expect(visitSource('instagram', undefined, 'mh.test')).toBe('instagram');
    expect(visitSource('newsletter', undefined, 'mh.test')).toBe('otro');
  });

  it('maps the referrer host when there is no src, and calls no referrer or the site itself directo', () => {
    expect(visitSource(undefined, 'https://l.facebook.com/l.php?u=x', 'mh.test')).toBe('facebook');
    expect(visitSource('', 'https://lm.facebook.com/', 'mh.test')).toBe('facebook');
    expect(visitSource(undefined, 'https://www.instagram.com/', 'mh.test')).toBe('instagram');
    expect(visitSource(undefined, 'https://www.tiktok.com/@ana', 'mh.test')).toBe('tiktok');
    expect(visitSource(undefined, 'https://web.whatsapp.com/', 'mh.test')).toBe('whatsapp');
    expect(visitSource(undefined, 'https://www.google.com/', 'mh.test')).toBe('otro');
    expect(visitSource(undefined, 'https://notfacebook.com/', 'mh.test')).toBe('otro');
    expect(visitSource(undefined, 'https://mh.test/', 'mh.test')).toBe('directo');
    expect(visitSource(undefined, '', 'mh.test')).toBe('directo');
    expect(visitSource(undefined, 'not a url', 'mh.test')).toBe('directo');
    expect(visitSource(undefined, undefined, 'mh.test')).toBe('directo');
  });

  it('tells phones from computers by the user agent', () => {
    expect(
      visitDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'),
    ).toBe('teléfono');
    expect(visitDevice('Mozilla/5.0 (Linux; Android 14; SM-A546E) Chrome/120.0 Mobile Safari/537.36')).toBe('teléfono');
    expect(visitDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36')).toBe('computador');
    expect(visitDevice(undefined)).toBe('computador');
  });

  it('tells programs and crawlers from people, and keeps phones of brands that end in "bot"', () => {
    for (const agent of [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1)',
      'Playwright/1.49 node',
      'Mozilla/5.0 Puppeteer',
    ]) {
      expect(isAutomatedAgent(agent)).toBe(true);
    }
    for (const agent of [
      'Mozilla/5.0 (Linux; Android 12; CUBOT X30) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      undefined,
    ]) {
      expect(isAutomatedAgent(agent)).toBe(false);
    }
  });
});
