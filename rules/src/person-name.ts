/**
 * A member's name is a person's name: letters of any script (with their combining marks), spaces, apostrophes,
 * dots and hyphens; 2 to 80 characters with at least two letters. It is printed in e-mails sent to any address,
 * so it must not carry a link or a message (docs/decisions/0201).
 */
export const PERSON_NAME_MAX = 80;

const ALLOWED = /^[\p{L}\p{M} '’.-]*$/u;
/** A dot glued to a letter is how a host name looks ("evil.example"); initials ("Ma. José", "J. R.") keep a space or end. */
const HOST_LIKE = /\.\p{L}/u;

/**
 * The Spanish message for a name that breaks the rule, or null when it is a valid name. `typing` skips what is only
 * wrong for a finished name (too short, too few letters), for a form that checks as the user types.
 */
export function personNameProblem(value: unknown, { typing = false }: { typing?: boolean } = {}): string | null {
  if (typeof value !== 'string') return 'El nombre debe tener al menos 2 caracteres';
  const name = value.trim();
  const length = [...name].length;
  if (!typing && length < 2) return 'El nombre debe tener al menos 2 caracteres';
  if (length > PERSON_NAME_MAX) return `El nombre no puede tener más de ${PERSON_NAME_MAX} caracteres`;
  if (!ALLOWED.test(name) || HOST_LIKE.test(name)) {
    return 'El nombre solo puede tener letras, espacios, apóstrofos, puntos y guiones (sin enlaces ni otros símbolos)';
  }
  if (!typing && (name.match(/\p{L}/gu) ?? []).length < 2) return 'El nombre debe tener al menos 2 letras';
  return null;
}
