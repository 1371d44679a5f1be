import { describe, expect, it } from 'vitest';
import { personNameCases, sellerCodeCases, whatsappCases } from '@multyhealth/rules/cases';
import { registrationSchema } from './registration.schema';

const valid = {
  name: 'Ana Pérez',
  code: 'ana',
  email: 'ana@example.com',
  dialCode: '+57',
  whatsapp: '300 123 4567',
  country: 'Colombia',
  city: 'Cali',
  discountCode: '',
  acceptTerms: true,
};

it('accepts a complete registration', async () => {
  expect((await registrationSchema.safeParseAsync(valid)).success).toBe(true);
});

it('carries the Spanish messages of the form', async () => {
  const result = await registrationSchema.safeParseAsync({
    ...valid,
    name: ' A ',
    code: 'ab',
    email: 'nope',
    whatsapp: '300-123',
    city: '',
    acceptTerms: false,
  });
  expect(result.success).toBe(false);
  const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
  expect(messages).toEqual({
    name: 'El nombre debe tener al menos 2 caracteres',
    code: 'El código debe tener al menos 3 caracteres',
    email: 'Email inválido',
    whatsapp: 'El número de WhatsApp debe tener al menos 10 dígitos',
    city: 'Elige tu ciudad de la lista',
    acceptTerms: 'Debes aceptar los Términos y Condiciones y la Política de Privacidad',
  });
});

it("refuses a name that is not a person's name, with the backend's message", async () => {
  const result = await registrationSchema.safeParseAsync({ ...valid, name: 'Pago urgente: evil.example/pagar' });
  expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
    [
      'name',
      'El nombre solo puede tener letras, espacios, apóstrofos, puntos y guiones (sin enlaces ni otros símbolos)',
    ],
  ]);
});

describe('the shared rules, as the registration form applies them', () => {
  const fieldError = async (values: object, field: string) =>
    (await registrationSchema.safeParseAsync({ ...valid, ...values })).error?.issues.some((i) => i.path[0] === field) ??
    false;

  it.each(personNameCases)('name $name → $ok', async ({ name, ok }) =>
    expect(await fieldError({ name }, 'name')).toBe(!ok),
  );
  it.each(sellerCodeCases)('code $code → $ok', async ({ code, ok }) =>
    expect(await fieldError({ code }, 'code')).toBe(!ok),
  );
  it.each(whatsappCases)('WhatsApp $typed ($country) → $e164', async ({ typed, country, e164 }) =>
    expect(await fieldError({ dialCode: '', whatsapp: typed, country }, 'whatsapp')).toBe(e164 === null),
  );
});

it('asks to pick a city when the select is empty, and for two letters when one is typed', async () => {
  const messages = async (city: string) =>
    (await registrationSchema.safeParseAsync({ ...valid, city })).error?.issues.map((i) => [i.path[0], i.message]);
  expect(await messages('')).toEqual([['city', 'Elige tu ciudad de la lista']]);
  expect(await messages(' B ')).toEqual([['city', 'La ciudad debe tener al menos 2 caracteres']]);
});
