import { ValidationError } from '../../../shared/domain/errors.js';

/** Words the site's own routes use: a seller page must never shadow them. */
const RESERVED = new Set([
  'admin', 'api', 'login', 'logout', 'register', 'dashboard', 'uploads', 'u', 'user', 'users', 'docs', 'assets',
  'images', 'static', 'public', 'protected', 'subscription-status', 'multyhealth', 'soporte', 'support', 'root',
]);

const FORMAT = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** Checks a seller code (3–40 letters, digits or hyphens) and returns it trimmed. */
export function checkSellerCode(raw: string): string {
  const code = raw.trim();
  if (code.length < 3) throw new ValidationError('El código debe tener al menos 3 caracteres', 'code');
  if (code.length > 40) throw new ValidationError('El código no puede tener más de 40 caracteres', 'code');
  if (!FORMAT.test(code)) {
    throw new ValidationError('El código solo puede tener letras, números y guiones (sin espacios ni tildes)', 'code');
  }
  if (RESERVED.has(code.toLowerCase())) throw new ValidationError('Ese código está reservado, elige otro', 'code');
  return code;
}

/** The page address /u/{slug}: the code in lower case, so codes are unique regardless of case. */
export function slugOf(code: string): string {
  return code.toLowerCase();
}
