/** Words the site's own routes use (the server's list): a seller page must never shadow them. */
const RESERVED = new Set([
  'admin', 'api', 'login', 'logout', 'register', 'dashboard', 'uploads', 'u', 'user', 'users', 'docs', 'assets',
  'images', 'static', 'public', 'protected', 'subscription-status', 'multyhealth', 'soporte', 'support', 'root',
]);

const FORMAT = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/**
 * What the server would say about a seller code (backend members/domain/seller-code.ts, same messages), or null
 * when it is acceptable: 3–40 letters, digits or hyphens, not starting or ending with one, not a reserved word.
 */
export function sellerCodeProblem(raw: string): string | null {
  const code = raw.trim();
  if (code.length < 3) return 'El código debe tener al menos 3 caracteres';
  if (code.length > 40) return 'El código no puede tener más de 40 caracteres';
  if (!FORMAT.test(code)) return 'El código solo puede tener letras, números y guiones (sin espacios ni tildes)';
  if (RESERVED.has(code.toLowerCase())) return 'Ese código está reservado, elige otro';
  return null;
}
