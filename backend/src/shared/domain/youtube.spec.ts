import { normalizedYoutubeUrl, youtubeId } from './youtube.js';

describe('youtubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/v/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['http://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  https://YouTu.be/dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('reads the id from %s', (url, id) => expect(youtubeId(url)).toBe(id));

  it.each([
    'https://www.youtube.com/watch?v=short',
    'https://vimeo.com/12345678901',
    'no es url',
    'https://youtu.be/',
    'javascript://youtu.be/dQw4w9WgXcQ?%0Aalert(1)',
    'javascript://www.youtube.com/watch?v=dQw4w9WgXcQ%0Aalert(1)',
    'data:text/html,https://youtu.be/dQw4w9WgXcQ',
    'https://evil.example/youtu.be/dQw4w9WgXcQ',
    'https://youtu.be.evil.example/dQw4w9WgXcQ',
    'https://evilyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://music.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube-nocookie.com/embed/dQw4w9WgXcQ',
    'https://user:pw@youtu.be/dQw4w9WgXcQ',
    'https://youtu.be:8443/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ/extra',
    'https://www.youtube.com/watch/dQw4w9WgXcQ',
    'ftp://youtu.be/dQw4w9WgXcQ',
  ])('refuses %s', (url) => expect(youtubeId(url)).toBeNull());

  it('normalises every accepted form to the embed form', () => {
    expect(normalizedYoutubeUrl('https://youtu.be/dQw4w9WgXcQ?t=10')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(normalizedYoutubeUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(normalizedYoutubeUrl('javascript://youtu.be/dQw4w9WgXcQ')).toBeNull();
  });
});
