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

/**
 * Interest in buying a product at the price shown on the page (no price when prices are hidden); worded for any
 * visitor. With a quantity above one, the units and their amount.
 */
export function productMessage(productName: string, shownPrice?: number | null, quantity = 1): string {
  const units = quantity > 1 ? `${quantity} unidades de ${productName}` : productName;
  const price = shownPrice != null ? ` por ${formatCop(shownPrice * Math.max(1, quantity))}` : '';
  return `Hola, me interesa comprar ${units}${price}. ¿Me puedes dar más información?`;
}

/** An international number for reading: +57 300 123 4567 for Colombian mobiles, +digits otherwise. */
export function formatPhone(phone: string | null | undefined): string {
  const digits = phoneDigits(phone);
  const colombian = digits.match(/^57(\d{3})(\d{3})(\d{4})$/);
  return colombian ? `+57 ${colombian[1]} ${colombian[2]} ${colombian[3]}` : `+${digits}`;
}

/** The landing's green call to action: a chat with the company asking to become a distributor. */
export const JOIN_MESSAGE = 'Hola, quiero ser distribuidor de Multyhealth. ¿Me pueden dar más información?';

/**
 * The company number, set by the server in index.html (COMPANY_WHATSAPP), or `rendered` (the number the server
 * renderer was given, where there is no document); the demo number otherwise.
 */
export function companyWhatsapp(rendered?: string): string {
  const meta =
    typeof document !== 'undefined' ? document.querySelector<HTMLMetaElement>('meta[name="company-whatsapp"]') : null;
  return phoneDigits(meta?.content ?? rendered) || '573001234567';
}
