// Loaded on demand by phone-rules.ts: the only way into libphonenumber from the registration page.
export { checkWhatsapp, formatWhatsapp } from '@multyhealth/rules';
