import { MB, videoTooLargeMessage } from './upload-rules.js';

describe('videoTooLargeMessage', () => {
  it('states the actual size in MB with one decimal (SPEC §5)', () => {
    expect(videoTooLargeMessage(Math.round(23.4 * MB))).toBe('El archivo es demasiado grande (23.4MB). Máximo permitido para anuncios: 20MB');
  });

  it('says "más de 20MB" when the size is unknown', () => {
    expect(videoTooLargeMessage(null)).toBe('El archivo es demasiado grande (más de 20MB). Máximo permitido para anuncios: 20MB');
  });
});
