import * as z from 'zod/mini';
import { personNameProblem } from '../person-name.rules';

/** SPEC §5 registration rules; discountCode is optional. */
export const registrationSchema = z.object({
  name: z.string().check(z.trim(), z.refine((name) => personNameProblem(name) === null, { error: (issue) => personNameProblem(String(issue.input)) ?? undefined })),
  code: z.string().check(z.trim(), z.minLength(3, 'El código debe tener al menos 3 caracteres')),
  email: z.email('Email inválido'),
  dialCode: z.string(),
  whatsapp: z.string().check(z.refine((value) => value.replace(/\D/g, '').length >= 10, 'El número de WhatsApp debe tener al menos 10 dígitos')),
  country: z.string(),
  city: z.string().check(z.trim(), z.minLength(2, 'La ciudad debe tener al menos 2 caracteres')),
  discountCode: z.optional(z.string()),
});

export type RegistrationValues = z.infer<typeof registrationSchema>;
