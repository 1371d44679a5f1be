import { describe, expect, it } from 'vitest';
import { proofProblem } from './registration-status.rules';

describe('proofProblem', () => {
  it('accepts photos and PDFs up to 5 MB', () => {
    expect(proofProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(proofProblem({ type: 'application/pdf', size: 1000 })).toBeNull();
  });

  it('refuses other types and bigger files with the server’s messages', () => {
    expect(proofProblem({ type: 'image/gif', size: 1000 })).toBe('Solo se permiten imágenes (JPEG, PNG, WebP) o PDF');
    expect(proofProblem({ type: 'application/pdf', size: 5 * 1024 * 1024 + 1 })).toBe(
      'El archivo debe ser menor a 5MB',
    );
  });
});
