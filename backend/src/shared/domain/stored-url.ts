/**
 * Rules for URLs we store and later put in a page. Every check parses the value (WHATWG URL) and then compares the
 * parsed parts; a value the parser would rewrite (dot segments, backslashes, escapes) is refused rather than fixed.
 */

const SITE = 'http://site.invalid';
const FILE_PATH = /^\/(uploads|images)\/[A-Za-z0-9_-][A-Za-z0-9_./-]*$/;
const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9_-][A-Za-z0-9_./-]*$/;
const OBJECT_PATH = /^[A-Za-z0-9_./-]+$/;

function parse(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

const hasDotSegment = (path: string) => path.split('/').some((segment) => segment.startsWith('.'));

/** A path on this site to an uploaded file (/uploads/…) or, with `shipped`, an image shipped with the site (/images/…). */
export function isLocalFilePath(value: string, { shipped = true } = {}): boolean {
  const url = parse(value, SITE);
  return (
    !!url &&
    url.origin === SITE &&
    url.pathname === value &&
    (shipped ? FILE_PATH : UPLOAD_PATH).test(url.pathname) &&
    !hasDotSegment(url.pathname)
  );
}

/** An object under a storage's public base URL (e.g. the S3 bucket's), in the exact form the storage wrote it. */
export function isUnderBase(value: string, base: string): boolean {
  const url = parse(value);
  const root = parse(base.endsWith('/') ? base : `${base}/`);
  if (
    !url ||
    !root ||
    url.href !== value ||
    url.origin !== root.origin ||
    url.username ||
    url.password ||
    url.search ||
    url.hash
  )
    return false;
  if (!url.pathname.startsWith(root.pathname)) return false;
  const key = url.pathname.slice(root.pathname.length);
  return OBJECT_PATH.test(key) && !hasDotSegment(`/${key}`);
}

/** A plain link: an absolute http(s) URL without credentials, or a path to one of our files. */
export function isWebLink(value: string): boolean {
  if (value.startsWith('/')) return isLocalFilePath(value);
  const url = parse(value);
  return (
    !!url && (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && !!url.hostname
  );
}
