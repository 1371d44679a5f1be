import { describe, expect, it } from 'vitest';
import { knownCountry, normalizeCity } from './index.js';

describe('place names', () => {
  it('reads a country of the list however it is typed, and nothing else', () => {
    expect(knownCountry(' peru ')).toBe('Perú');
    expect(knownCountry('COLOMBIA')).toBe('Colombia');
    expect(knownCountry('estados  unidos')).toBe('Estados Unidos');
    expect(knownCountry('Colmbia')).toBeNull();
    expect(knownCountry('')).toBeNull();
  });

  it.each([
    ['bogota', 'Colombia', 'Bogotá'],
    ['  MEDELLIN ', 'Colombia', 'Medellín'],
    ['san   andres', 'Colombia', 'San Andrés'],
    ['lima', 'Perú', 'Lima'],
    ['villa de leyva', 'Colombia', 'Villa de Leyva'],
    ['SANTA FE DE ANTIOQUIA', 'Colombia', 'Santa Fe de Antioquia'],
    ['McAllen', 'Estados Unidos', 'McAllen'],
    ['bogota', 'Perú', 'Bogota'],
  ])('%s (%s) → %s', (typed, country, stored) => {
    expect(normalizeCity(typed, country)).toBe(stored);
  });
});
