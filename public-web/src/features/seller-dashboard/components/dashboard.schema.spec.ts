import { describe, expect, it } from 'vitest';
import { socialLinkCases, youtubeCases } from '@multyhealth/rules/cases';
import { passwordSchema, profileSchema, profileWhatsapp, testimonialSchema } from './dashboard.schema';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('password change', () => {
  it('requires the current password and six characters for the new one and its confirmation', () => {
    expect(
      messages(passwordSchema.safeParse({ currentPassword: '', newPassword: '123', confirmPassword: '' })),
    ).toEqual({
      currentPassword: 'La contraseña actual es requerida',
      newPassword: 'La nueva contraseña debe tener al menos 6 caracteres',
      confirmPassword: 'La confirmación de contraseña es requerida',
    });
  });

  it('reports different passwords on the confirmation', () => {
    expect(
      messages(passwordSchema.safeParse({ currentPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdeg' })),
    ).toEqual({
      confirmPassword: 'Las contraseñas no coinciden',
    });
  });

  it('calls a short confirmation that differs a mismatch, not a missing confirmation', () => {
    expect(
      messages(passwordSchema.safeParse({ currentPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abc' })),
    ).toEqual({
      confirmPassword: 'Las contraseñas no coinciden',
    });
  });

  it('refuses the current password as the new one', () => {
    expect(
      messages(
        passwordSchema.safeParse({ currentPassword: 'clave123', newPassword: 'clave123', confirmPassword: 'clave123' }),
      ),
    ).toEqual({
      newPassword: 'La nueva contraseña debe ser diferente de la actual',
    });
  });
});

describe('seller testimonial', () => {
  const valid = { name: 'Andrea', city: 'Cali', videoUrl: '', message: 'Excelente atención', rating: 5 };
  it('accepts ratings 1 to 5 only', () => {
    expect(testimonialSchema.safeParse(valid).success).toBe(true);
    expect(testimonialSchema.safeParse({ ...valid, rating: 1 }).success).toBe(true);
    expect(messages(testimonialSchema.safeParse({ ...valid, rating: 6 }))).toEqual({
      rating: 'La calificación debe estar entre 1 y 5',
    });
    expect(messages(testimonialSchema.safeParse({ ...valid, rating: 0 }))).toEqual({
      rating: 'La calificación debe estar entre 1 y 5',
    });
  });

  it('refuses a video link without a valid YouTube id', () => {
    expect(messages(testimonialSchema.safeParse({ ...valid, videoUrl: 'https://youtu.be/short' }))).toEqual({
      videoUrl: 'URL de video no válida',
    });
    expect(testimonialSchema.safeParse({ ...valid, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }).success).toBe(true);
  });
});

describe('the shared YouTube rule, as the testimonial form applies it', () => {
  const valid = { name: 'Andrea', city: 'Cali', videoUrl: '', message: 'Excelente atención', rating: 5 };
  it.each(youtubeCases)('$url → $id', ({ url, id }) =>
    expect(testimonialSchema.safeParse({ ...valid, videoUrl: url }).success).toBe(id !== null),
  );
});

describe('social profile links in Editar Perfil', () => {
  it.each(socialLinkCases)('$network $value → accepted: $stored', ({ network, value, stored }) => {
    expect(profileSchema.shape.socialLinks.shape[network].safeParse(value).success).toBe(stored !== null);
  });
});

describe('WhatsApp number in Editar Perfil (the dial-code picker and the rule of registration)', () => {
  const profile = {
    photo: '',
    city: 'Madrid',
    personalMessage: '',
    whatsappMessage: '',
    showFAQ: true,
    showPrices: true,
    distributorTitle: 'distribuidora' as const,
    socialLinks: { instagram: '', facebook: '', tiktok: '', youtube: '' },
  };
  it("accepts a Spanish seller's 612 345 678 with +34 picked, and sends it as E.164", () => {
    expect(profileSchema.safeParse({ ...profile, dialCode: '+34', whatsapp: '612 345 678' }).success).toBe(true);
    expect(profileWhatsapp({ dialCode: '+34', whatsapp: '612 345 678' })).toEqual({ ok: true, e164: '+34612345678' });
  });

  it('says what is wrong for the picked country, in Spanish', () => {
    expect(messages(profileSchema.safeParse({ ...profile, dialCode: '+34', whatsapp: '612 345' }))).toEqual({
      whatsapp: 'El número de WhatsApp es demasiado corto para España',
    });
    expect(messages(profileSchema.safeParse({ ...profile, dialCode: '+57', whatsapp: '300 123' }))).toEqual({
      whatsapp: 'El número de WhatsApp debe tener al menos 10 dígitos',
    });
  });

  it('lets a number typed with its own + win over the picker', () => {
    expect(profileWhatsapp({ dialCode: '+57', whatsapp: '+34 612 345 678' })).toEqual({
      ok: true,
      e164: '+34612345678',
    });
  });
});
