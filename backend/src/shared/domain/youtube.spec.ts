import { youtubeId } from './youtube.js';

describe('youtubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/v/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
  ])('reads the id from %s', (url, id) => expect(youtubeId(url)).toBe(id));

  it.each(['https://www.youtube.com/watch?v=short', 'https://vimeo.com/12345678901', 'no es url', 'https://youtu.be/'])(
    'refuses %s',
    (url) => expect(youtubeId(url)).toBeNull(),
  );
});
