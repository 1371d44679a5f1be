/** What the stored URL fields are sent: values to refuse, and valid ones with what is stored for them. */

const EMBED = 'https://www.youtube.com/embed/dQw4w9WgXcQ';

/** Values no URL field may store: script and data schemes, other hosts, look-alike hosts, escapes out of /uploads. */
export const HOSTILE = [
  'javascript://youtu.be/dQw4w9WgXcQ?%0Aalert(1)',
  'javascript://www.youtube.com/watch?v=dQw4w9WgXcQ%0Aalert(1)',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/uploads/images/a.webp',
  '/\\evil.example/uploads/images/a.webp',
  '/uploads/../../etc/passwd',
  '/uploads/%2e%2e/secret.webp',
  'https://evil.example/foto.webp',
  'https://youtu.be.evil.example/dQw4w9WgXcQ',
  'https://evil.example/watch?v=dQw4w9WgXcQ&host=youtube.com',
  'https://www.youtube.com/watch?v=short',
  'https://user:pw@youtu.be/dQw4w9WgXcQ',
];

export type Kind = 'image' | 'youtube' | 'video';

/** Each kind's accepted inputs and what is stored for them. */
export const VALID: Record<Kind, [string, string][]> = {
  image: [
    ['/uploads/images/6f1c2a9e.webp', '/uploads/images/6f1c2a9e.webp'],
    ['/images/demo/galeria-1.webp', '/images/demo/galeria-1.webp'],
  ],
  youtube: [
    ['https://youtu.be/dQw4w9WgXcQ?t=10', EMBED],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', EMBED],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', EMBED],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', EMBED],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', EMBED],
    [EMBED, EMBED],
  ],
  video: [
    ['https://youtu.be/dQw4w9WgXcQ', EMBED],
    ['/uploads/videos/presentacion.mp4', '/uploads/videos/presentacion.mp4'],
  ],
};
