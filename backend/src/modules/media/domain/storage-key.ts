import type { MediaKind } from './media-file.js';

const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

/** A fresh key for an uploaded file, grouped by kind; `id` is random, so the client's file name never reaches storage. */
export function newStorageKey(kind: MediaKind, id: string, extension: string): string {
  return `${kind === 'image' ? 'images' : 'videos'}/${id}.${extension}`;
}

/** Keys are plain relative paths: no '..', no leading slash, no encoded or odd characters (path traversal). */
export function isSafeKey(key: string): boolean {
  return key.length <= 500 && SAFE_KEY.test(key) && !key.split('/').some((part) => part === '.' || part === '..' || part.startsWith('.'));
}
