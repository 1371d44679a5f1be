import { describe, expect, it } from 'vitest';
import { invitationLink } from './my-network.rules';

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
});
