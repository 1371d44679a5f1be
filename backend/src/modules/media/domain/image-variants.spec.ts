import { variantKeys, variantOf } from './image-variants.js';

describe('image variants', () => {
  it('names three widths next to an uploaded image, and nothing for other files', () => {
    expect(variantKeys('images/3f2a-b1.webp')).toEqual([
      'images/3f2a-b1.w400.webp',
      'images/3f2a-b1.w800.webp',
      'images/3f2a-b1.w1200.webp',
    ]);
    expect(variantKeys('videos/3f2a.mp4')).toEqual([]);
    expect(variantKeys('private/documents/3f2a.webp')).toEqual([]);
    expect(variantKeys('images/3f2a.w400.webp')).toEqual([]);
  });

  it('finds the image of a variant, only for the widths it produces', () => {
    expect(variantOf('images/3f2a-b1.w800.webp')).toEqual({ image: 'images/3f2a-b1.webp', width: 800 });
    expect(variantOf('images/3f2a.w123.webp')).toBeNull();
    expect(variantOf('images/3f2a.webp')).toBeNull();
    expect(variantOf('images/../x.w400.webp')).toBeNull();
  });
});
