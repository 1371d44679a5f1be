import { describe, expect, it } from 'vitest';
import { adminReturnPath, auditSentence, readableSummary } from './index.js';

describe('audit trail in words', () => {
  it('names the member an action touched, and the object by its kind and id otherwise', () => {
    expect(
      auditSentence({ action: 'member.approve', targetType: 'member', targetId: '7', targetName: 'Ana (ana01)' }),
    ).toBe('Aprobó el registro de Ana (ana01)');
    expect(
      auditSentence({ action: 'member.delete', targetType: 'member', targetId: '7', targetName: 'Ana (ana01)' }),
    ).toBe('Eliminó al distribuidor Ana (ana01)');
    expect(auditSentence({ action: 'faq.create', targetType: 'faq', targetId: '12' })).toBe(
      'Creó la pregunta frecuente #12',
    );
    expect(auditSentence({ action: 'x.y', targetType: 'member', targetId: '3' })).toBe('x.y · Distribuidor #3');
    expect(auditSentence({ action: 'data_request.answer', targetType: 'data_request', targetId: '4' })).toBe(
      'Respondió la solicitud de datos #4',
    );
    expect(auditSentence({ action: 'data_request.create', targetType: 'data_request', targetId: '4' })).toBe(
      'Recibió la solicitud de datos #4',
    );
  });

  it("reads a default summary's field names as Spanish words and leaves other summaries alone", () => {
    expect(readableSummary('Campos: name, city, discountCodes')).toBe('Cambió: nombre, ciudad, códigos de descuento');
    expect(readableSummary('Campos: someField')).toBe('Cambió: someField');
    expect(readableSummary('Suscripción renovada hasta 2027-01-01')).toBe('Suscripción renovada hasta 2027-01-01');
    expect(readableSummary(null)).toBe('');
  });
});

describe('adminReturnPath', () => {
  it('accepts console addresses only', () => {
    expect(adminReturnPath('/admin')).toBe('/admin');
    expect(adminReturnPath('/admin/users?filter=%7B%7D#x')).toBe('/admin/users?filter=%7B%7D#x');
    for (const bad of [
      '//evil.example/admin',
      '/administrator',
      'https://evil.example/admin',
      '/admin\\x',
      '/admin//x',
      '',
      null,
    ])
      expect(adminReturnPath(bad)).toBeNull();
  });
});
