import { pickedWhatsapp } from '@multyhealth/rules';
import { ApiError } from '../../lib/api-client';
import { loadPhoneRules } from '../../lib/phone-rules';
import type { PublicPage } from './api/get-public-page.query';
import { placeOrder, type OrderRequest } from './api/place-order.mutation';
import { currentCustomerDetails } from './customer-details.store';
import type { SentOrder } from './order-cart.store';
import { OFFLINE, SEND_FAILED } from './send-order-messages';

const PHONE_UNCHECKED = 'No pudimos comprobar tu número: revisa tu conexión e inténtalo de nuevo.';

export type SendResult = { sent: SentOrder; error?: undefined } | { sent?: undefined; error: string };

/**
 * Loaded on the first send (send-order.hook.ts), not with the page: places an order with the visitor's remembered
 * details, after checking their number with the registration's rules (libphonenumber, loaded on demand too).
 */
export async function sendOrder(
  slug: string,
  page: PublicPage,
  items: { productId: number; quantity: number }[],
): Promise<SendResult> {
  const details = currentCustomerDetails();
  let customerPhone: string | undefined;
  if (details.phone.trim()) {
    try {
      const rules = await loadPhoneRules();
      const typed = details.dialCode ? pickedWhatsapp(details.dialCode, details.phone) : details.phone.trim();
      const check = rules.checkWhatsapp(typed, page.user.country);
      if (!check.ok) return { error: `Tu número de WhatsApp no es válido: ${check.message}` };
      customerPhone = check.e164;
    } catch {
      return { error: PHONE_UNCHECKED };
    }
  }
  const order: OrderRequest = {
    items,
    ...(details.name.trim() && { customerName: details.name.trim() }),
    ...(customerPhone && { customerPhone }),
    ...(details.city.trim() && { city: details.city.trim() }),
    ...(details.note.trim() && { note: details.note.trim() }),
  };
  try {
    const placed = await placeOrder(slug, order);
    return {
      sent: {
        reference: placed.reference,
        firstName: page.user.name.trim().split(/\s+/)[0],
        whatsappUrl: placed.whatsappUrl,
        trackingUrl: placed.trackingUrl,
      },
    };
  } catch (failure) {
    if (failure instanceof ApiError && failure.status < 500 && failure.serverMessage)
      return { error: failure.serverMessage };
    return { error: navigator.onLine === false ? OFFLINE : SEND_FAILED };
  }
}
