// Loaded on demand by phone-rules.ts: the only way into libphonenumber from the entry pages.
export { checkWhatsapp, formatWhatsapp } from '@multyhealth/rules';
