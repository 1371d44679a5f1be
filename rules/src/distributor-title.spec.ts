import { describe, expect, it } from 'vitest';
import { distributorTitleLabel } from './distributor-title.js';

describe('distributorTitleLabel', () => {
  it('names the chosen title and falls back to the neutral one', () => {
    expect(distributorTitleLabel('distribuidora')).toBe('Distribuidora');
    expect(distributorTitleLabel('distribuidor')).toBe('Distribuidor');
    expect(distributorTitleLabel('neutro')).toBe('Persona distribuidora');
    expect(distributorTitleLabel(undefined)).toBe('Persona distribuidora');
    expect(distributorTitleLabel('jefa')).toBe('Persona distribuidora');
  });
});
