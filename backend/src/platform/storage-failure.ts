import { StorageFullError, StorageUnavailableError } from '../shared/domain/storage.errors.js';

/** Local disk: the directory is missing, read-only, not a directory, or failing; or the disk or the quota is full. */
const DISK_FULL = new Set(['ENOSPC', 'EDQUOT']);
const DISK_UNUSABLE = new Set([
  'EACCES',
  'EPERM',
  'EROFS',
  'ENOTDIR',
  'ENOENT',
  'EEXIST',
  'EISDIR',
  'EIO',
  'EMFILE',
  'ENFILE',
  'EBUSY',
]);
/** Object store: unreachable, timing out, throttling or answering 5xx. */
const NETWORK = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const STORE_BUSY = new Set([
  'TimeoutError',
  'RequestTimeout',
  'ServiceUnavailable',
  'SlowDown',
  'InternalError',
  'ThrottlingException',
]);

/**
 * The storage failure a caller should see (503, or 507 when full), or the error unchanged when it is not an outage
 * of the store (a bug stays a 500 and is logged as one).
 */
export function asStorageFailure(error: unknown): unknown {
  const e = error as
    | {
        code?: string;
        name?: string;
        message?: string;
        $metadata?: { httpStatusCode?: number };
        cause?: { code?: string };
      }
    | undefined;
  // The AWS SDK can wrap a socket error into a plain Error that keeps only its message ("connect ECONNREFUSED …").
  const code = e?.code ?? e?.cause?.code ?? /\b(E[A-Z_]{3,})\b/.exec(e?.message ?? '')?.[1] ?? '';
  if (DISK_FULL.has(code)) return Object.assign(new StorageFullError(), { cause: error });
  const status = e?.$metadata?.httpStatusCode ?? 0;
  if (
    DISK_UNUSABLE.has(code) ||
    NETWORK.has(code) ||
    STORE_BUSY.has(e?.name ?? '') ||
    status >= 500 ||
    status === 429
  ) {
    return Object.assign(new StorageUnavailableError(), { cause: error });
  }
  return error;
}
