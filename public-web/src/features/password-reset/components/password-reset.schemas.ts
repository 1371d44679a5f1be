import * as z from 'zod/mini';

export const forgotPasswordSchema = z.object({ email: z.email('Email inválido') });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/** The same rules and messages as changing one's password from the dashboard. */
export const newPasswordSchema = z
  .object({
    newPassword: z.string().check(z.minLength(6, 'La nueva contraseña debe tener al menos 6 caracteres')),
    confirmPassword: z.string().check(z.minLength(6, 'La confirmación de contraseña es requerida')),
  })
  .check(
    z.refine((v) => v.confirmPassword.length < 6 || v.newPassword === v.confirmPassword, {
      message: 'Las contraseñas no coinciden',
      path: ['confirmPassword'],
    }),
  );
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

export const RESET_REQUESTED = 'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.';
