import * as z from 'zod/mini';
import {
  DISTRIBUTOR_TITLES,
  checkWhatsapp,
  countryOfDialCode,
  normalizedSocialLink,
  pickedWhatsapp,
  socialLinkMessage,
  SOCIAL_NETWORKS,
  youtubeId,
  type SocialNetwork,
} from '@multyhealth/rules';
import { newPasswordFields, passwordsMatch } from '../../../lib/new-password.schema';

/** Password change (member). */
export const passwordSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, 'La contraseña actual es requerida')),
    ...newPasswordFields,
  })
  .check(
    passwordsMatch(),
    z.refine((v) => v.newPassword === '' || v.newPassword !== v.currentPassword, {
      message: 'La nueva contraseña debe ser diferente de la actual',
      path: ['newPassword'],
    }),
  );

export type PasswordValues = z.infer<typeof passwordSchema>;

/** The server's limits on the profile's texts, shown as counters on the fields. */
export const PROFILE_LIMITS = { personalMessage: 1000, whatsappMessage: 500 } as const;

/** Empty, or an https profile link on that network's site (the server applies the same rule). */
const socialLink = (network: SocialNetwork) =>
  z
    .string()
    .check(z.refine((v) => v.trim() === '' || normalizedSocialLink(network, v) !== null, socialLinkMessage(network)));

export const profileSchema = z
  .object({
    photo: z.string(),
    // An empty select says what to do; a city typed by hand and too short says why.
    city: z.string().check(
      z.trim(),
      z.refine((city) => city.length >= 2, {
        error: (issue) =>
          String(issue.input) === '' ? 'Elige tu ciudad de la lista' : 'La ciudad debe tener al menos 2 caracteres',
      }),
    ),
    dialCode: z.string(),
    whatsapp: z.string(),
    personalMessage: z
      .string()
      .check(
        z.maxLength(
          PROFILE_LIMITS.personalMessage,
          `El mensaje personal no puede tener más de ${PROFILE_LIMITS.personalMessage} caracteres`,
        ),
      ),
    whatsappMessage: z
      .string()
      .check(
        z.maxLength(
          PROFILE_LIMITS.whatsappMessage,
          `El mensaje de WhatsApp no puede tener más de ${PROFILE_LIMITS.whatsappMessage} caracteres`,
        ),
      ),
    showFAQ: z.boolean(),
    showPrices: z.boolean(),
    distributorTitle: z.enum(DISTRIBUTOR_TITLES),
    socialLinks: z.object(
      Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, socialLink(n)])) as Record<
        SocialNetwork,
        ReturnType<typeof socialLink>
      >,
    ),
  })
  // The picked dial code and the typed number, by the rule registration applies (rules/src/whatsapp-number.ts).
  .check(
    z.superRefine((values, ctx) => {
      const check = profileWhatsapp(values);
      if (!check.ok)
        ctx.addIssue({ code: 'custom', message: check.message, path: ['whatsapp'], input: values.whatsapp });
    }),
  );

/** The profile's WhatsApp number as checked and sent: E.164 when it is valid. */
export function profileWhatsapp(values: { dialCode: string; whatsapp: string }) {
  return checkWhatsapp(pickedWhatsapp(values.dialCode, values.whatsapp), countryOfDialCode(values.dialCode));
}

export type ProfileValues = z.infer<typeof profileSchema>;

/** The server's limits on a testimonial (content/infrastructure/http/dto/testimonial.dto.ts). */
export const TESTIMONIAL_LIMITS = { name: 100, message: 2000 } as const;

/** Seller testimonials: rating 1 to 5; a video link, when given, must carry a valid YouTube id. */
export const testimonialSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(2, 'El nombre debe tener al menos 2 caracteres'),
      z.maxLength(TESTIMONIAL_LIMITS.name, `El nombre no puede tener más de ${TESTIMONIAL_LIMITS.name} caracteres`),
    ),
  city: z.string().check(z.minLength(2, 'Selecciona una ciudad')),
  videoUrl: z.string().check(
    z.trim(),
    z.refine((v) => v === '' || youtubeId(v) !== null, 'URL de video no válida'),
  ),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(5, 'El mensaje debe tener al menos 5 caracteres'),
      z.maxLength(
        TESTIMONIAL_LIMITS.message,
        `El mensaje no puede tener más de ${TESTIMONIAL_LIMITS.message} caracteres`,
      ),
    ),
  rating: z
    .number('La calificación debe estar entre 1 y 5')
    .check(
      z.int('La calificación debe estar entre 1 y 5'),
      z.gte(1, 'La calificación debe estar entre 1 y 5'),
      z.lte(5, 'La calificación debe estar entre 1 y 5'),
    ),
});

export type TestimonialValues = z.infer<typeof testimonialSchema>;

export const galleryImageSchema = z.object({
  imageUrl: z.string().check(z.trim(), z.minLength(1, 'Debes proporcionar una imagen')),
  title: z.string().check(z.trim(), z.maxLength(100, 'El título no puede tener más de 100 caracteres')),
  description: z.string().check(z.trim(), z.maxLength(300, 'La descripción no puede tener más de 300 caracteres')),
});

export type GalleryImageValues = z.infer<typeof galleryImageSchema>;
