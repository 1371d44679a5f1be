import { describe, expect, it } from 'vitest';
import { TEAM_IMAGE_MAX_BYTES } from './constants';
import { checkImageFile, checkVideoFile } from './files';

const file = (bytes: number, type: string, name = 'f') => ({ size: bytes, type, name }) as unknown as File;

describe('checks before an upload is sent', () => {
  it('accepts JPEG, PNG, WebP and HEIC images between 1KB and 20MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'])
      expect(checkImageFile(file(5000, type))).toBeNull();
    expect(checkImageFile(file(5000, '', 'foto.HEIC'))).toBeNull();
  });

  it('refuses other types, tiny files and files over the cap with the exact messages', () => {
    expect(checkImageFile(file(5000, 'application/pdf'))).toBe(
      'Solo se permiten archivos de imagen (JPEG, PNG, WebP, HEIC)',
    );
    expect(checkImageFile(file(1023, 'image/png'))).toBe('El archivo es demasiado pequeño. Mínimo 1KB');
    expect(checkImageFile(file(20 * 1024 * 1024 + 1, 'image/png'))).toBe('El archivo debe ser menor a 20MB');
    expect(checkImageFile(file(TEAM_IMAGE_MAX_BYTES + 1, 'image/png'), TEAM_IMAGE_MAX_BYTES)).toBe(
      'El archivo debe ser menor a 5MB',
    );
  });

  it('refuses announcement videos over 20MB, saying the actual size', () => {
    expect(checkVideoFile(file(20 * 1024 * 1024, 'video/mp4'))).toBeNull();
    expect(checkVideoFile(file(25.4 * 1024 * 1024, 'video/mp4'))).toBe(
      'El archivo es demasiado grande. Máximo permitido para anuncios: 20MB. Tu archivo: 25.4MB',
    );
  });
});
