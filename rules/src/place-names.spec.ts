import { describe, expect, it } from 'vitest';
import { cityCountryMismatch, knownCountry, normalizeCity } from './index.js';

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

  it('refuses a city the lists place in another country only', () => {
    expect(cityCountryMismatch('medellin', 'México')).toBe('Medellín es una ciudad de Colombia, no de México');
    expect(cityCountryMismatch('Medellín', 'Colombia')).toBeNull();
    expect(cityCountryMismatch('Villa de Leyva', 'Colombia')).toBeNull();
    expect(cityCountryMismatch('Un Pueblo Pequeño', 'México')).toBeNull();
    expect(cityCountryMismatch('Bogotá', null)).toBeNull();
  });
});
