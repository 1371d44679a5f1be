import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** POST /api/user/{slug}/whatsapp-click, sent before the chat opens; keepalive lets it finish as the page leaves. */
export const recordWhatsappClick = (slug: string, productId?: number) =>
  api<{ success: boolean }>(paths.api.whatsappClick(slug), {
    method: 'POST',
    body: productId ? { productId } : undefined,
    keepalive: true,
  });

/**
 * `productId` when the button is a product's own, so the seller sees clicks per product. Fire and forget, without
 * react-query's useMutation: a click has no state to show, and its code would weigh on the public page's budget.
 */
export const useRecordWhatsappClick = (slug: string, productId?: number) => ({
  mutate: () =>
    void recordWhatsappClick(slug, productId).catch((error: unknown) =>
      console.warn('No se pudo registrar el clic de WhatsApp', error),
    ),
});
