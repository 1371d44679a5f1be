import { describe, expect, it } from 'vitest';
import { invitationLink, referralStateLabel } from './my-network.rules';

describe('invitation link', () => {
  it('points to the registration with the seller code', () => {
    expect(invitationLink('Laura-G', undefined, 'https://multyhealth.co')).toBe(
      'https://multyhealth.co/register?ref=Laura-G',
    );
  });

  it('adds the source of a shared link', () => {
    expect(invitationLink('laura', 'whatsapp', 'https://multyhealth.co')).toBe(
      'https://multyhealth.co/register?ref=laura&src=whatsapp',
    );
    expect(invitationLink('laura', 'qr', 'https://multyhealth.co')).toBe(
      'https://multyhealth.co/register?ref=laura&src=qr',
    );
  });

  it('labels each referral with its real state', () => {
    expect(referralStateLabel({ state: 'pendiente', remainingDays: null })).toBe('Pendiente');
    expect(referralStateLabel({ state: 'comprobante_recibido', remainingDays: null })).toBe('Comprobante recibido');
    expect(referralStateLabel({ state: 'activo', remainingDays: 12 })).toBe('Activo · 12 días');
    expect(referralStateLabel({ state: 'activo', remainingDays: 1 })).toBe('Activo · 1 día');
    expect(referralStateLabel({ state: 'vencido', remainingDays: 0 })).toBe('Vencido');
  });
});
