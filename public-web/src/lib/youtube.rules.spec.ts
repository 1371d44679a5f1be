import { describe, expect, it } from 'vitest';
import { isYoutubeUrl, youtubeEmbedUrl, youtubeId, youtubeThumbnail } from './youtube.rules';

const ID = 'dQw4w9WgXcQ';

describe('youtubeId', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?feature=share&v=${ID}&t=10`],
    [`https://youtu.be/${ID}`],
    [`https://youtu.be/${ID}?si=abc`],
    [`https://www.youtube.com/embed/${ID}`],
    [`https://www.youtube-nocookie.com/embed/${ID}?rel=0`],
    [`https://www.youtube.com/v/${ID}`],
    [`https://www.youtube.com/shorts/${ID}`],
    [`https://www.youtube.com/live/${ID}?si=xyz`],
    [`https://youtube.com/live/${ID}`],
    [`https://m.youtube.com/watch?v=${ID}#t=30`],
    [`  https://youtu.be/${ID}  `],
  ])('reads the 11-character id of %s', (url) => {
    expect(youtubeId(url)).toBe(ID);
  });

  it.each([
    ['an id one character short', 'https://youtu.be/dQw4w9WgXc'],
    ['an id one character long', 'https://www.youtube.com/watch?v=dQw4w9WgXcQQ'],
    ['a channel page', 'https://www.youtube.com/@multyhealth'],
    ['another video host', `https://vimeo.com/watch?v=${ID}`],
    ['an empty value', ''],
    ['no value', null],
  ])('refuses %s', (_case, url) => {
    expect(youtubeId(url)).toBeNull();
  });
});

describe('youtubeEmbedUrl', () => {
  it('converts watch and short links to the embed form', () => {
    expect(youtubeEmbedUrl(`https://www.youtube.com/watch?v=${ID}`)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?rel=0`);
    expect(youtubeEmbedUrl(`https://youtu.be/${ID}`)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?rel=0`);
    expect(youtubeEmbedUrl(`https://youtube.com/shorts/${ID}`, { autoplay: true })).toContain('autoplay=1');
  });

  it('gives nothing for an invalid link', () => {
    expect(youtubeEmbedUrl('https://youtu.be/short')).toBeNull();
  });
});

describe('isYoutubeUrl', () => {
  it('accepts youtube.com and youtu.be and nothing else', () => {
    expect(isYoutubeUrl('https://www.youtube.com/watch?v=x')).toBe(true);
    expect(isYoutubeUrl('youtu.be/abc')).toBe(true);
    expect(isYoutubeUrl('https://notyoutube.com.evil.io/')).toBe(false);
    expect(isYoutubeUrl('https://example.com/video.mp4')).toBe(false);
  });
});

it('builds maxres and hq thumbnails on i.ytimg.com', () => {
  expect(youtubeThumbnail(ID)).toBe(`https://i.ytimg.com/vi/${ID}/maxresdefault.jpg`);
  expect(youtubeThumbnail(ID, 'hq')).toBe(`https://i.ytimg.com/vi/${ID}/hqdefault.jpg`);
});
