import { personNameProblem } from './person-name.js';

describe('personNameProblem', () => {
  it('accepts names of any script with apostrophes, dots, hyphens and combining marks', () => {
    for (const name of [
      'Ana Pérez',
      'María Fernanda R.',
      "Eva O'Brien",
      'Eva O’Brien',
      'Jean-Luc Picard',
      'J. R. R. Tolkien',
      'Zoë Ñúñez',
      'Jose\u0301 Martínez',
      '李小龍',
      'Дмитрий Иванов',
      'محمد علي',
      'Administrador',
      'Laura Gómez',
      'a'.repeat(80),
    ]) {
      expect([name, personNameProblem(name)]).toEqual([name, null]);
    }
  });

  it('refuses links, hosts and other symbols', () => {
    const message = 'El nombre solo puede tener letras, espacios, apóstrofos, puntos y guiones (sin enlaces ni otros símbolos)';
    for (const name of [
      'Pago urgente: evil.example/pagar',
      'Pago urgente evil.example',
      'https://evil.example',
      'Ana <b>',
      'Ana 2',
      'Ana_Pérez',
      'Ana\nPérez',
      'Ana\u202ePérez',
      'Ana 😀',
      'www.banco.com',
      'Ana@correo',
    ]) {
      expect([name, personNameProblem(name)]).toEqual([name, message]);
    }
  });

  it('refuses too short, too long, letterless and non-text names', () => {
    expect(personNameProblem(' A ')).toBe('El nombre debe tener al menos 2 caracteres');
    expect(personNameProblem('a'.repeat(81))).toBe('El nombre no puede tener más de 80 caracteres');
    expect(personNameProblem("A.'")).toBe('El nombre debe tener al menos 2 letras');
    expect(personNameProblem('- .')).toBe('El nombre debe tener al menos 2 letras');
    expect(personNameProblem(42)).toBe('El nombre debe tener al menos 2 caracteres');
  });
});
