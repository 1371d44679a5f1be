import { describe, expect, it } from 'vitest';
import { srcSetOf } from './responsive-image';

describe('srcSetOf', () => {
  it('offers the 400, 800 and 1200 px copies and the original of an uploaded image', () => {
    expect(srcSetOf('/uploads/images/3f2a-b1.webp')).toBe(
      '/uploads/images/3f2a-b1.w400.webp 400w, /uploads/images/3f2a-b1.w800.webp 800w, ' +
        '/uploads/images/3f2a-b1.w1200.webp 1200w, /uploads/images/3f2a-b1.webp 1600w',
    );
  });

  it('leaves shipped, external and odd URLs alone', () => {
    expect(srcSetOf('/images/hero.webp')).toBeUndefined();
    expect(srcSetOf('https://cdn.example/images/a.webp')).toBeUndefined();
    expect(srcSetOf('/uploads/images/a.w400.webp')).toBeUndefined();
    expect(srcSetOf('/uploads/videos/a.mp4')).toBeUndefined();
    expect(srcSetOf(null)).toBeUndefined();
  });
});
