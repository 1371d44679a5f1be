import * as z from 'zod/mini';

/** A new password typed twice: the rules and messages shared by the reset link and the dashboard's password change. */
export const newPasswordFields = {
  newPassword: z.string().check(z.minLength(6, 'La nueva contraseña debe tener al menos 6 caracteres')),
  confirmPassword: z.string().check(z.minLength(1, 'La confirmación de contraseña es requerida')),
};

/** The second typing must match the first (a short confirmation that differs is a mismatch, not a missing one). */
export function passwordsMatch<T extends { newPassword: string; confirmPassword: string }>() {
  return z.refine<T>((v) => v.confirmPassword === '' || v.newPassword === v.confirmPassword, {
    message: 'Las contraseñas no coinciden',
    path: ['confirmPassword'],
  });
}
