import { describe, expect, it } from 'vitest';
import { formatPhone, phoneDigits, productMessage, sellerMessage, whatsappLink } from './whatsapp.rules';

describe('WhatsApp links', () => {
  it('keeps only the digits of the number', () => {
    expect(phoneDigits('+57 (300) 111-2233')).toBe('573001112233');
    expect(whatsappLink('+57 300 111 2233', 'Hola')).toBe('https://wa.me/573001112233?text=Hola');
  });

  it('encodes the pre-filled message', () => {
    expect(whatsappLink('573001112233', '¿Precio? 100%')).toBe(
      'https://wa.me/573001112233?text=%C2%BFPrecio%3F%20100%25',
    );
  });

  it("uses the seller's custom message when set", () => {
    expect(sellerMessage({ name: 'Laura', whatsappMessage: '  Hola Laura, quiero info  ' })).toBe(
      'Hola Laura, quiero info',
    );
  });

  it('falls back to a greeting with the seller name', () => {
    expect(sellerMessage({ name: 'Laura Gómez', whatsappMessage: '   ' })).toBe(
      'Hola Laura, vi tu página de Multyhealth y me gustaría recibir más información.',
    );
    expect(sellerMessage({ name: 'Laura', whatsappMessage: null })).toContain('Hola Laura');
  });

  it('asks about a product at the price shown, es-CO formatted', () => {
    expect(productMessage('Multydrink', 165000)).toBe(
      'Hola, me interesa comprar Multydrink por $ 165.000 COP. ¿Me puedes dar más información?',
    );
    expect(productMessage('Multytest', null)).toBe(
      'Hola, me interesa comprar Multytest. ¿Me puedes dar más información?',
    );
  });

  it('carries the chosen quantity and its amount', () => {
    expect(productMessage('Multydrink', 165000, 2)).toBe(
      'Hola, me interesa comprar 2 unidades de Multydrink por $ 330.000 COP. ¿Me puedes dar más información?',
    );
    expect(productMessage('Multytest', null, 3)).toBe(
      'Hola, me interesa comprar 3 unidades de Multytest. ¿Me puedes dar más información?',
    );
  });

  it('writes numbers for reading', () => {
    expect(formatPhone('573001234567')).toBe('+57 300 123 4567');
    expect(formatPhone('+34 612 345 678')).toBe('+34612345678');
  });
});
