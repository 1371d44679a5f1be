import { describe, expect, it } from 'vitest';
import { checkWhatsapp } from './whatsapp-number.rules';

describe('WhatsApp number rule (as the server applies it)', () => {
  it.each([
    ['+57 300 555 1234', 'Colombia', '+573005551234'],
    ['+57 +57 300 555 1234', 'Colombia', '+573005551234'],
    ['+57 573005551234', 'Colombia', '+573005551234'],
    ['+34 612 345 678', 'España', '+34612345678'],
    ['+51 912 345 678', 'Perú', '+51912345678'],
  ])('reads %s as %s', (typed, country, e164) => {
    expect(checkWhatsapp(typed, country)).toEqual({ ok: true, e164 });
  });

  it('keeps the Colombian message for a short number and names the country otherwise', () => {
    expect(checkWhatsapp('+57 300 12', 'Colombia')).toEqual({ ok: false, message: 'El número de WhatsApp debe tener al menos 10 dígitos' });
    expect(checkWhatsapp('+34 612 34', 'España')).toEqual({ ok: false, message: 'El número de WhatsApp es demasiado corto para España' });
  });
});

describe('an empty or bare dial code', () => {
  it('gets the Colombian message after +57 and the country rule after another dial code', () => {
    expect(checkWhatsapp('+57 ', 'Colombia')).toEqual({ ok: false, message: 'El número de WhatsApp debe tener al menos 10 dígitos' });
    expect(checkWhatsapp('+34 ', 'España')).toMatchObject({ ok: false, message: expect.stringContaining('España') });
  });
});
