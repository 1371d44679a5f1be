import * as z from 'zod/mini';
import { newPasswordFields, passwordsMatch } from '../../../lib/new-password.schema';

export const forgotPasswordSchema = z.object({ email: z.email('Email inválido') });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/** The same rules and messages as changing one's password from the dashboard. */
export const newPasswordSchema = z.object(newPasswordFields).check(passwordsMatch());
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;

export const RESET_REQUESTED = 'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.';
