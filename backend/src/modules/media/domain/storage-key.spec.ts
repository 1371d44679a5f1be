import { isPrivateKey, isSafeKey, newStorageKey } from './storage-key.js';

describe('storage keys', () => {
  it('groups new keys by kind under a random id', () => {
    expect(newStorageKey('image', 'abc', 'webp')).toBe('images/abc.webp');
    expect(newStorageKey('video', 'abc', 'mp4')).toBe('videos/abc.mp4');
    expect(newStorageKey('document', 'abc', 'pdf')).toBe('private/documents/abc.pdf');
    expect(isPrivateKey(newStorageKey('document', 'abc', 'pdf'))).toBe(true);
    expect(isPrivateKey(newStorageKey('image', 'abc', 'webp'))).toBe(false);
  });

  it.each(['images/6f1c.webp', 'legacy.jpg', 'a/b/c_d-e.png'])('accepts %s', (key) =>
    expect(isSafeKey(key)).toBe(true),
  );

  it.each([
    '../x',
    'images/../../x',
    '/etc/passwd',
    'images//x',
    '.env',
    'images/.x',
    'a\\b',
    'images/%2e%2e/x',
    'a b.jpg',
    '',
    'images/x?y',
  ])('refuses %s', (key) => expect(isSafeKey(key)).toBe(false));
});
