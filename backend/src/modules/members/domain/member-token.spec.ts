import { registrationStatus, tokenExpiry } from './member-token.js';

describe('one-time link expiry', () => {
  const now = new Date('2026-03-01T10:00:00Z');

  it('gives a reset link 60 minutes and a welcome link 7 days', () => {
    expect(tokenExpiry('password-reset', now)).toEqual(new Date('2026-03-01T11:00:00Z'));
    expect(tokenExpiry('welcome', now)).toEqual(new Date('2026-03-08T10:00:00Z'));
  });

  it('lets the registration status link live as long as the registration', () => {
    expect(tokenExpiry('registration', now)).toBeNull();
  });
});

describe('registration status', () => {
  it('is pending payment until a proof arrives, then proof received, approved once approved', () => {
    expect(registrationStatus({ status: 'pending', paymentProofUrl: null })).toBe('pending-payment');
    expect(registrationStatus({ status: 'pending', paymentProofUrl: '/uploads/private/documents/a.pdf' })).toBe(
      'proof-received',
    );
    expect(registrationStatus({ status: 'approved', paymentProofUrl: '/uploads/private/documents/a.pdf' })).toBe(
      'approved',
    );
  });

  it('is rejected when only the link’s tombstone is left', () => {
    expect(registrationStatus(null)).toBe('rejected');
  });
});
