import { t } from '../i18n/es';
import {
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  IMAGE_MIN_BYTES,
  IMAGE_TYPES,
  TEAM_IMAGE_MAX_BYTES,
  VIDEO_MAX_BYTES,
} from './constants';

export function isImageFile(file: { type: string; name: string }): boolean {
  // HEIC files often arrive without a MIME type: the extension decides then.
  return file.type ? IMAGE_TYPES.includes(file.type.toLowerCase()) : IMAGE_EXTENSIONS.test(file.name);
}

/** Image checks, before anything is sent: type, then 1KB minimum, then the size cap. */
export function checkImageFile(file: File, maxBytes: number = IMAGE_MAX_BYTES): string | null {
  if (!isImageFile(file)) return t.upload.wrongType;
  if (file.size < IMAGE_MIN_BYTES) return t.upload.tooSmall;
  if (file.size > maxBytes) return maxBytes <= TEAM_IMAGE_MAX_BYTES ? t.upload.tooBigTeam : t.upload.tooBig;
  return null;
}

export function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1);
}

/** Announcement videos: 20MB at most, the message shows the file's own size. */
export function checkVideoFile(file: File): string | null {
  if (file.size > VIDEO_MAX_BYTES) return t.announcements.videoTooBig.replace('%{size}', megabytes(file.size));
  return null;
}
