/**
 * The number a dial-code picker and its field make together, as registration and the profile both send it to
 * checkWhatsapp(): a number typed with its own '+' wins over the picker. Apart from whatsapp-number.ts so that a page
 * can use it without loading libphonenumber's country data.
 */
export function pickedWhatsapp(dialCode: string, typed: string): string {
  return `${dialCode} ${typed}`;
}
