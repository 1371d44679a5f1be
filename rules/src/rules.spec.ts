import { describe, expect, it } from 'vitest';
import {
  countdownCases,
  discountCodeCases,
  personNameCases,
  sellerCodeCases,
  socialLinkCases,
  tokenExpiryCases,
  whatsappCases,
  youtubeCases,
} from './cases/index.js';
import {
  checkWhatsapp,
  countdownTone,
  daysUntil,
  isTokenExpired,
  matchesDiscountCode,
  normalizedSocialLink,
  normalizedYoutubeUrl,
  personNameProblem,
  registrationFee,
  sellerCodeProblem,
  youtubeId,
} from './index.js';

describe('YouTube links', () => {
  it.each(youtubeCases)('$url → $id', ({ url, id }) => {
    expect(youtubeId(url)).toBe(id);
    expect(normalizedYoutubeUrl(url)).toBe(id && `https://www.youtube.com/embed/${id}`);
  });
});

describe('WhatsApp numbers', () => {
  it.each(whatsappCases)('$typed ($country) → $e164', ({ typed, country, e164 }) => {
    const check = checkWhatsapp(typed, country);
    expect(check.ok ? check.e164 : null).toBe(e164);
  });
  it('keeps the Colombian message for a short number and names the country otherwise', () => {
    expect(checkWhatsapp('+57 300 12', 'Colombia')).toEqual({
      ok: false,
      message: 'El número de WhatsApp debe tener al menos 10 dígitos',
    });
    expect(checkWhatsapp('+34 612 34', 'España')).toEqual({
      ok: false,
      message: 'El número de WhatsApp es demasiado corto para España',
    });
  });
});

describe('person names', () => {
  it.each(personNameCases)('$name → $ok', ({ name, ok }) => expect(personNameProblem(name) === null).toBe(ok));
  it('while typing, does not complain about a name that is only unfinished', () => {
    expect(personNameProblem('A', { typing: true })).toBeNull();
    expect(personNameProblem('evil.example', { typing: true })).not.toBeNull();
  });
});

describe('seller codes', () => {
  it.each(sellerCodeCases)('$code → $ok', ({ code, ok }) => expect(sellerCodeProblem(code) === null).toBe(ok));
});

describe('discount codes and the fee', () => {
  it.each(discountCodeCases)('$typed in "$codes" → $matches', ({ codes, typed, matches }) => {
    expect(matchesDiscountCode(codes, typed)).toBe(matches);
    const fee = registrationFee({ regularPrice: 350000, discountPrice: 250000, discountCodes: codes }, typed);
    expect(fee).toEqual({ amount: matches ? 250000 : 350000, discounted: matches });
  });
});

describe('token expiry', () => {
  it.each(tokenExpiryCases)('$name → expired: $expired', ({ token, now, expired }) =>
    expect(isTokenExpired(token, now)).toBe(expired),
  );
});

describe('countdown', () => {
  it.each(countdownCases)('$expiry at $now → $days ($tone)', ({ expiry, now, days, tone }) => {
    expect(daysUntil(expiry, new Date(now))).toBe(days);
    expect(countdownTone(days)).toBe(tone);
  });
});

describe('an empty or bare dial code', () => {
  it('gets the Colombian message after +57 and the country rule after another dial code', () => {
    expect(checkWhatsapp('+57 ', 'Colombia')).toEqual({
      ok: false,
      message: 'El número de WhatsApp debe tener al menos 10 dígitos',
    });
    expect(checkWhatsapp('+34 ', 'España')).toMatchObject({ ok: false, message: expect.stringContaining('España') });
  });
});

describe('social profile links', () => {
  it.each(socialLinkCases)('$network $value → $stored', ({ network, value, stored }) =>
    expect(normalizedSocialLink(network, value)).toBe(stored),
  );
});
