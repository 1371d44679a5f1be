import { isSafeKey, newStorageKey } from './storage-key.js';

describe('storage keys', () => {
  it('groups new keys by kind under a random id', () => {
    expect(newStorageKey('image', 'abc', 'webp')).toBe('images/abc.webp');
    expect(newStorageKey('video', 'abc', 'mp4')).toBe('videos/abc.mp4');
  });

  it.each(['images/6f1c.webp', 'legacy.jpg', 'a/b/c_d-e.png'])('accepts %s', (key) => expect(isSafeKey(key)).toBe(true));

  it.each(['../x', 'images/../../x', '/etc/passwd', 'images//x', '.env', 'images/.x', 'a\\b', 'images/%2e%2e/x', 'a b.jpg', '', 'images/x?y'])(
    'refuses %s',
    (key) => expect(isSafeKey(key)).toBe(false),
  );
});
