import { MB, pendingQuotaExceeded, videoTooLargeMessage } from './upload-rules.js';

describe('videoTooLargeMessage', () => {
  it('states the actual size in MB with one decimal', () => {
    expect(videoTooLargeMessage(Math.round(23.4 * MB))).toBe(
      'El archivo es demasiado grande (23.4MB). Máximo permitido para anuncios: 20MB',
    );
  });

  it('says "más de 20MB" when the size is unknown', () => {
    expect(videoTooLargeMessage(null)).toBe(
      'El archivo es demasiado grande (más de 20MB). Máximo permitido para anuncios: 20MB',
    );
  });
});

describe('pendingQuotaExceeded', () => {
  const limits = { files: 3, bytes: 10 * MB };

  it('lets the next upload through while both the count and the size fit', () => {
    expect(pendingQuotaExceeded({ files: 2, bytes: 9 * MB }, MB, limits)).toBe(false);
  });

  it('refuses a file past the count or past the size', () => {
    expect(pendingQuotaExceeded({ files: 3, bytes: 0 }, 1, limits)).toBe(true);
    expect(pendingQuotaExceeded({ files: 1, bytes: 9 * MB }, MB + 1, limits)).toBe(true);
  });
});
