import { describe, expect, it } from 'vitest';
import { personNameProblem } from './person-name.rules';

const SYMBOLS = 'El nombre solo puede tener letras, espacios, apóstrofos, puntos y guiones (sin enlaces ni otros símbolos)';

describe('personNameProblem', () => {
  it('accepts names of any script with apostrophes, dots and hyphens', () => {
    for (const name of ['Ana Pérez', "Eva O'Brien", 'Zoë O’Brien-Núñez', 'Ma. José', '李小龍', 'Jose\u0301 Martínez', 'Camila Ríos']) {
      expect([name, personNameProblem(name)]).toEqual([name, null]);
    }
  });

  it('refuses links and symbols, already while typing', () => {
    for (const name of ['Pago urgente: evil.example/pagar', 'Pago evil.example', 'Ana 2', 'Ana <b>', 'Ana 😀']) {
      expect(personNameProblem(name, { typing: true })).toBe(SYMBOLS);
    }
  });

  it('leaves the length and letter count to the finished name', () => {
    expect(personNameProblem('A', { typing: true })).toBeNull();
    expect(personNameProblem(' A ')).toBe('El nombre debe tener al menos 2 caracteres');
    expect(personNameProblem("A.'")).toBe('El nombre debe tener al menos 2 letras');
    expect(personNameProblem('a'.repeat(81), { typing: true })).toBe('El nombre no puede tener más de 80 caracteres');
  });
});
