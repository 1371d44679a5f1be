import * as z from 'zod/mini';
import { personNameProblem, pickedWhatsapp, sellerCodeProblem } from '@multyhealth/rules';
import { loadPhoneRules } from '../../../lib/phone-rules';

/** An empty city select says what to do; a city typed by hand and too short says why. */
export const CITY_TOO_SHORT = 'La ciudad debe tener al menos 2 caracteres';

export const PHONE_RULES_UNAVAILABLE = 'No pudimos comprobar el número: revisa tu conexión e inténtalo de nuevo';

export const CONSENT_REQUIRED = 'Debes aceptar los Términos y Condiciones y la Política de Privacidad';

/** The registration form's rules; discountCode is optional; consent to the terms and the privacy policy is required. */
export const registrationSchema = z
  .object({
    name: z.string().check(
      z.trim(),
      z.refine((name) => personNameProblem(name) === null, {
        error: (issue) => personNameProblem(String(issue.input)) ?? undefined,
      }),
    ),
    code: z.string().check(
      z.trim(),
      z.superRefine((code, ctx) => {
        const problem = sellerCodeProblem(code);
        if (problem) ctx.addIssue({ code: 'custom', message: problem, input: code });
      }),
    ),
    email: z.email('Email inválido'),
    dialCode: z.string(),
    whatsapp: z.string(),
    country: z.string(),
    city: z.string().check(
      z.trim(),
      z.refine((city) => city.length >= 2, {
        error: (issue) => (String(issue.input) === '' ? 'Elige tu ciudad de la lista' : CITY_TOO_SHORT),
      }),
    ),
    discountCode: z.optional(z.string()),
    acceptTerms: z.boolean().check(z.refine((accepted) => accepted, CONSENT_REQUIRED)),
  })
  .check(
    // Asynchronous: the number's rules load on demand (lib/phone-rules.ts). Parse with safeParseAsync.
    z.superRefine(async (values, ctx) => {
      const rules = await loadPhoneRules().catch(() => null);
      const check = rules
        ? rules.checkWhatsapp(typedWhatsapp(values), values.country)
        : { ok: false as const, message: PHONE_RULES_UNAVAILABLE };
      if (!check.ok)
        ctx.addIssue({ code: 'custom', message: check.message, path: ['whatsapp'], input: values.whatsapp });
    }),
  );

/** The number as typed after the picked dial code (the rule the profile applies too: rules/src/whatsapp-number.ts). */
export const typedWhatsapp = (values: { dialCode: string; whatsapp: string }) =>
  pickedWhatsapp(values.dialCode, values.whatsapp);

export type RegistrationValues = z.infer<typeof registrationSchema>;
