import type { MediaKind } from './media-file.js';

export const PRIVATE_PREFIX = 'private/';

const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

const FOLDERS: Record<MediaKind, string> = {
  image: 'images',
  video: 'videos',
  document: `${PRIVATE_PREFIX}documents`,
  pdf: 'pdfs',
};

/** A fresh key for an uploaded file, grouped by kind; `id` is random, so the client's file name never reaches storage. */
export function newStorageKey(kind: MediaKind, id: string, extension: string): string {
  return `${FOLDERS[kind]}/${id}.${extension}`;
}

/** Keys under this prefix are private: /uploads refuses them and the bucket policy must not make them public. */
export function isPrivateKey(key: string): boolean {
  return key.startsWith(PRIVATE_PREFIX);
}

/** Keys are plain relative paths: no '..', no leading slash, no encoded or odd characters (path traversal). */
export function isSafeKey(key: string): boolean {
  return (
    key.length <= 500 &&
    SAFE_KEY.test(key) &&
    !key.split('/').some((part) => part === '.' || part === '..' || part.startsWith('.'))
  );
}
