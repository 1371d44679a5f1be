import { formatCop } from '@multyhealth/brand/tokens';

/** Only the digits of a phone number (wa.me wants the international number without + or spaces). */
export function phoneDigits(phone: string | null | undefined): string {
  return (phone ?? '').replace(/\D/g, '');
}

/** A chat link with a pre-filled message. */
export function whatsappLink(phone: string | null | undefined, message: string): string {
  return `https://wa.me/${phoneDigits(phone)}?text=${encodeURIComponent(message)}`;
}

/** The seller's own pre-filled message, or a greeting with their first name, as people greet each other. */
export function sellerMessage(seller: { name: string; whatsappMessage?: string | null }): string {
  const custom = seller.whatsappMessage?.trim();
  const firstName = seller.name.trim().split(/\s+/)[0];
  return custom || `Hola ${firstName}, vi tu página de Multyhealth y me gustaría recibir más información.`;
}

/** Interest in buying a product at the price shown on the page (no price when prices are hidden); worded for any visitor. */
export function productMessage(productName: string, shownPrice?: number | null): string {
  const price = shownPrice != null ? ` por ${formatCop(shownPrice)}` : '';
  return `Hola, me interesa comprar ${productName}${price}. ¿Me puedes dar más información?`;
}

/** An international number for reading: +57 300 123 4567 for Colombian mobiles, +digits otherwise. */
export function formatPhone(phone: string | null | undefined): string {
  const digits = phoneDigits(phone);
  const colombian = digits.match(/^57(\d{3})(\d{3})(\d{4})$/);
  return colombian ? `+57 ${colombian[1]} ${colombian[2]} ${colombian[3]}` : `+${digits}`;
}

/** The landing's green call to action: a chat with the company asking to become a distributor. */
export const JOIN_MESSAGE = 'Hola, quiero ser distribuidor de Multyhealth. ¿Me pueden dar más información?';

let renderedWith: string | undefined;

/** The server renderer's company number, so its links match what the browser reads from the meta tag. */
export function setRenderingCompanyWhatsapp(phone: string | undefined): void {
  renderedWith = phone;
}

/** The company number, set by the server in index.html (COMPANY_WHATSAPP); the demo number otherwise. */
export function companyWhatsapp(): string {
  const meta =
    typeof document !== 'undefined' ? document.querySelector<HTMLMetaElement>('meta[name="company-whatsapp"]') : null;
  return phoneDigits(meta?.content ?? renderedWith) || '573001234567';
}
