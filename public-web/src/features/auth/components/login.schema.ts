import * as z from 'zod/mini';

/** Login rules. */
export const loginSchema = z.object({
  email: z.email('Email inválido'),
  password: z.string().check(z.minLength(6, 'La contraseña debe tener al menos 6 caracteres')),
});

export type LoginValues = z.infer<typeof loginSchema>;
