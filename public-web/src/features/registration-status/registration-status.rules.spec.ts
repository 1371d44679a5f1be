import { describe, expect, it } from 'vitest';
import { paymentHelpMessage, proofProblem } from './registration-status.rules';

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

describe('paymentHelpMessage', () => {
  it('names the applicant and the amount to pay', () => {
    expect(paymentHelpMessage('Ana Pérez', 250000)).toBe(
      'Hola, soy Ana Pérez y me registré para distribuir Multyhealth. ¿Me envían los datos para pagar la cuota de registro de $ 250.000 COP?',
    );
    expect(paymentHelpMessage(null, null)).toBe(
      'Hola, me registré para distribuir Multyhealth. ¿Me envían los datos para pagar la cuota de registro?',
    );
  });
});
