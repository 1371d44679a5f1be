/** Dial codes of the WhatsApp field; +57 by default. */
export const DIAL_CODES = [
  { code: '+1', label: 'EE. UU./Canadá' },
  { code: '+52', label: 'México' },
  { code: '+57', label: 'Colombia' },
  { code: '+51', label: 'Perú' },
  { code: '+56', label: 'Chile' },
  { code: '+54', label: 'Argentina' },
  { code: '+58', label: 'Venezuela' },
  { code: '+593', label: 'Ecuador' },
  { code: '+34', label: 'España' },
  { code: '+33', label: 'Francia' },
] as const;

export const DEFAULT_DIAL_CODE = '+57';

export { COUNTRIES, COUNTRY_CITIES, DEFAULT_COUNTRY, MEMBER_CITIES, citiesOf, cityOptions } from '@multyhealth/rules';
