import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, youtubeThumbnail } from './youtube.js';

const ID = 'dQw4w9WgXcQ';

describe('youtubeEmbedUrl', () => {
  it('converts watch and short links to the embed form', () => {
    expect(youtubeEmbedUrl(`https://www.youtube.com/watch?v=${ID}`)).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}?rel=0`,
    );
    expect(youtubeEmbedUrl(`https://youtu.be/${ID}`)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?rel=0`);
    expect(youtubeEmbedUrl(`https://youtube.com/shorts/${ID}`, { autoplay: true })).toContain('autoplay=1');
  });

  it('gives nothing for an invalid link', () => {
    expect(youtubeEmbedUrl('https://youtu.be/short')).toBeNull();
  });
});

it('builds maxres and hq thumbnails on i.ytimg.com', () => {
  expect(youtubeThumbnail(ID)).toBe(`https://i.ytimg.com/vi/${ID}/maxresdefault.jpg`);
  expect(youtubeThumbnail(ID, 'hq')).toBe(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`);
});
