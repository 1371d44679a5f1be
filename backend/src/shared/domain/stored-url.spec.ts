import { isLocalFilePath, isUnderBase, isWebLink } from './stored-url.js';

describe('stored URL rules', () => {
  it.each(['/uploads/images/6f1c2a9e.webp', '/uploads/videos/a-b_c.mp4', '/images/demo/galeria-1.webp'])(
    'accepts the local file %s',
    (path) => expect(isLocalFilePath(path)).toBe(true),
  );

  it.each([
    '//evil.example/uploads/a.webp',
    '/\\evil.example/uploads/a.webp',
    '/uploads/../admin',
    '/uploads/%2e%2e/secret',
    '/uploads/a.webp?x=1',
    '/uploads/a.webp#x',
    '/uploads/.env',
    '/uploads/',
    '/api/admin/users',
    'uploads/a.webp',
    '/uploads/a b.webp',
    '/uploads/<script>.webp',
  ])('refuses the path %s', (path) => expect(isLocalFilePath(path)).toBe(false));

  it('tells uploads from shipped images when asked', () => {
    expect(isLocalFilePath('/images/demo/galeria-1.webp', { shipped: false })).toBe(false);
    expect(isLocalFilePath('/uploads/videos/v.mp4', { shipped: false })).toBe(true);
  });

  it('accepts objects under the storage base URL only, in their exact form', () => {
    const base = 'https://cdn.example.com/media';
    expect(isUnderBase('https://cdn.example.com/media/images/a.webp', base)).toBe(true);
    for (const url of [
      'https://cdn.example.com/other/images/a.webp',
      'https://cdn.example.com.evil.example/media/images/a.webp',
      'http://cdn.example.com/media/images/a.webp',
      'https://user@cdn.example.com/media/images/a.webp',
      'https://cdn.example.com/media/../images/a.webp',
      'https://cdn.example.com/media/images/a.webp?x=1',
      'https://cdn.example.com/media/',
      'javascript://cdn.example.com/media/a.webp',
    ]) {
      expect([url, isUnderBase(url, base)]).toEqual([url, false]);
    }
  });

  it('accepts plain http(s) links and our paths, nothing else', () => {
    expect(isWebLink('https://multyhealth.example/registro')).toBe(true);
    expect(isWebLink('http://example.com')).toBe(true);
    expect(isWebLink('/uploads/images/a.webp')).toBe(true);
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'https://user:pw@example.com',
      'ftp://example.com',
      '//evil.example',
      'vbscript:x',
    ]) {
      expect([url, isWebLink(url)]).toEqual([url, false]);
    }
  });
});
