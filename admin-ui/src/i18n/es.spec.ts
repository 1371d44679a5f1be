import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { raSpanish } from './ra-spanish';
import { es } from './es';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));

const value = (o: object, path: string) =>
  path.split('.').reduce<unknown>((acc, k) => (acc as Record<string, unknown>)?.[k], o);

describe('Spanish catalogue', () => {
  it("translates every key of react-admin's English catalogue", () => {
    expect(keys(raSpanish).sort()).toEqual(keys(englishMessages).sort());
  });

  it('leaves no English sentence behind (only placeholders and words that are the same in Spanish)', () => {
    const same = keys(englishMessages).filter((k) => {
      const en = value(englishMessages, k);
      return typeof en === 'string' && en.length > 3 && en === value(raSpanish, k);
    });
    expect(same.sort()).toEqual([
      'ra.auth.email',
      'ra.configurable.inspector.title',
      'ra.page.edit',
      'ra.page.list',
      'ra.page.show',
    ]);
  });

  it('keeps the product texts verbatim', () => {
    expect(value(es, 'mh.users.passwordRequired')).toBe('Debes ingresar una contraseña para el usuario');
    expect(value(es, 'mh.pricing.success')).toBe('Los precios de cuenta han sido actualizados.');
    expect(value(es, 'mh.pricing.regularPositive')).toBe('El precio regular debe ser positivo');
    expect(value(es, 'mh.renewals.success')).toBe('Renovación exitosa');
    expect(value(es, 'mh.announcements.videoTimeout')).toBe(
      'El video es demasiado grande o la conexión es lenta. Intenta con un archivo más pequeño.',
    );
  });
});
