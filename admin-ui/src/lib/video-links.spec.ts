import { youtubeCases } from '@multyhealth/rules/cases';
import { describe, expect, it } from 'vitest';
import { isOptionalYoutubeLink, isPlayableVideo } from './video-links';

describe('video links (the shared YouTube rule, as the console forms apply it)', () => {
  it.each(youtubeCases)('$url → $id', ({ url, id }) => {
    expect(isOptionalYoutubeLink(url)).toBe(id !== null);
    expect(isPlayableVideo(url)).toBe(id !== null);
  });

  it('lets the corporate video be an uploaded file, and either field be left empty', () => {
    expect(isPlayableVideo('/uploads/videos/presentacion.mp4')).toBe(true);
    expect(isOptionalYoutubeLink('/uploads/videos/presentacion.mp4')).toBe(false);
    expect(isOptionalYoutubeLink('  ')).toBe(true);
  });
});
