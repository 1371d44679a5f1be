/** The longest seller code (and so the longest page address /u/{slug}); the database column has this width too. */
export const SELLER_CODE_MAX_LENGTH = 40;
export const SELLER_CODE_MIN_LENGTH = 3;

/** Words the site's own routes use: a seller page must never shadow them. */
const RESERVED = new Set([
  'admin',
  'api',
  'login',
  'logout',
  'register',
  'dashboard',
  'uploads',
  'u',
  'user',
  'users',
  'docs',
  'assets',
  'images',
  'static',
  'public',
  'protected',
  'subscription-status',
  'multyhealth',
  'soporte',
  'support',
  'root',
]);

const FORMAT = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/**
 * The Spanish message for a seller code that breaks the rule, or null when it is acceptable: 3–40 letters, digits
 * or hyphens, not starting or ending with one, not a reserved word. Surrounding spaces do not count.
 */
export function sellerCodeProblem(raw: string): string | null {
  const code = raw.trim();
  if (code.length < SELLER_CODE_MIN_LENGTH) return 'El código debe tener al menos 3 caracteres';
  if (code.length > SELLER_CODE_MAX_LENGTH)
    return `El código no puede tener más de ${SELLER_CODE_MAX_LENGTH} caracteres`;
  if (!FORMAT.test(code)) return 'El código solo puede tener letras, números y guiones (sin espacios ni tildes)';
  if (RESERVED.has(code.toLowerCase())) return 'Ese código está reservado, elige otro';
  return null;
}

/** The page address /u/{slug}: the code in lower case, so codes are unique regardless of case. */
export function slugOf(code: string): string {
  return code.toLowerCase();
}
