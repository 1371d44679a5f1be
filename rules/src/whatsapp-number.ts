import {
  getCountryCallingCode,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js/mobile';

/** The registration countries and their regions; a number typed without '+' is read as the member's country's. */
const REGIONS: Record<string, CountryCode> = {
  Colombia: 'CO',
  México: 'MX',
  Perú: 'PE',
  Chile: 'CL',
  Argentina: 'AR',
  Venezuela: 'VE',
  Ecuador: 'EC',
  España: 'ES',
  'Estados Unidos': 'US',
  Canadá: 'CA',
  Francia: 'FR',
};

export const COLOMBIAN_SHORT_NUMBER = 'El número de WhatsApp debe tener al menos 10 dígitos';

export type WhatsappCheck = { ok: true; e164: string } | { ok: false; message: string };

/**
 * A WhatsApp number as E.164 (+573001234567), validated as a mobile number of the country its dial code names.
 * Repairs what the form used to let through: a dial code typed again after the picker's (+57 +57 300…, +5757300…).
 */
export function checkWhatsapp(input: unknown, country?: string | null): WhatsappCheck {
  if (input === undefined || input === null) input = '';
  if (typeof input !== 'string' || input.length > 40 || !/^[+\d\s().-]*$/.test(input))
    return { ok: false, message: 'El número de WhatsApp solo puede tener dígitos, espacios y +' };
  const region = REGIONS[country ?? ''] ?? 'CO';
  // The last '+' starts the number the person typed in full (the picker's dial code is before it).
  const text = input.slice(Math.max(0, input.lastIndexOf('+')));
  const phone = parsePhoneNumberFromString(text, region);
  if (phone?.isValid()) return { ok: true, e164: phone.number };
  if (phone) {
    const repeated = phone.countryCallingCode;
    const national = phone.nationalNumber;
    if (national.startsWith(repeated)) {
      const repaired = parsePhoneNumberFromString(`+${repeated}${national.slice(repeated.length)}`);
      if (repaired?.isValid()) return { ok: true, e164: repaired.number };
    }
  }
  return { ok: false, message: whyInvalid(text, region) };
}

function whyInvalid(text: string, region: CountryCode): string {
  const digits = text.replace(/\D/g, '');
  const callingCode = text.startsWith('+')
    ? (parsePhoneNumberFromString(text)?.countryCallingCode ??
      Object.values(REGIONS)
        .map((region) => getCountryCallingCode(region))
        .find((code) => digits.startsWith(code)))
    : getCountryCallingCode(region);
  const length = validatePhoneNumberLength(text, region);
  const nationalDigits = text.startsWith('+') && callingCode ? digits.length - callingCode.length : digits.length;
  if (callingCode === '57' && nationalDigits < 10) return COLOMBIAN_SHORT_NUMBER;
  const name = Object.keys(REGIONS).find(
    (country) => callingCode && getCountryCallingCode(REGIONS[country]) === callingCode,
  );
  const where = name ?? (callingCode ? `el indicativo +${callingCode}` : 'ese indicativo');
  if (length === 'TOO_SHORT') return `El número de WhatsApp es demasiado corto para ${where}`;
  if (length === 'TOO_LONG') return `El número de WhatsApp es demasiado largo para ${where}`;
  return `El número de WhatsApp no es un celular válido de ${where}`;
}

/** +57 300 555 1234: an E.164 number spaced for reading. */
export function formatWhatsapp(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** The country a picked dial code stands for (+1 is read as the United States), for checkWhatsapp(). */
export function countryOfDialCode(dialCode: string): string | null {
  const digits = dialCode.replace(/\D/g, '');
  return Object.keys(REGIONS).find((country) => getCountryCallingCode(REGIONS[country]) === digits) ?? null;
}

/**
 * A stored E.164 number split for a picker offering `dialCodes`: its dial code and the national number spaced for
 * reading; a number of another country stays whole in the field (with its '+', which wins over the picker).
 */
export function splitWhatsapp(
  e164: string | null | undefined,
  dialCodes: readonly string[],
  fallbackDialCode: string,
): { dialCode: string; national: string } {
  const phone = e164 ? parsePhoneNumberFromString(e164) : undefined;
  if (!phone) return { dialCode: fallbackDialCode, national: e164 ?? '' };
  const dialCode = `+${phone.countryCallingCode}`;
  if (!dialCodes.includes(dialCode)) return { dialCode: fallbackDialCode, national: phone.formatInternational() };
  return { dialCode, national: phone.formatNational() };
}
