/**
 * The backend's name rule (backend/src/shared/domain/person-name.ts), checked as the user types: letters of any
 * script with their marks, spaces, apostrophes, dots and hyphens; 2 to 80 characters with at least two letters.
 */
export const PERSON_NAME_MAX = 80;

const ALLOWED = /^[\p{L}\p{M} '’.-]*$/u;
/** A dot glued to a letter is how a host name looks ("evil.example"); initials ("Ma. José") keep a space or end. */
const HOST_LIKE = /\.\p{L}/u;

/** The Spanish message for a name that breaks the rule, or null. `typing` skips what is only wrong for a finished name. */
export function personNameProblem(value: string, { typing = false }: { typing?: boolean } = {}): string | null {
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
