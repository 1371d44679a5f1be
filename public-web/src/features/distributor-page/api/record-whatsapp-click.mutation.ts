import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** POST /api/user/{slug}/whatsapp-click, sent before the chat opens; keepalive lets it finish as the page leaves. */
export const recordWhatsappClick = (slug: string, productId?: number) =>
  api<{ success: boolean }>(paths.api.whatsappClick(slug), {
    method: 'POST',
    body: productId ? { productId } : undefined,
    keepalive: true,
  });

/** `productId` when the button is a product's own, so the seller sees clicks per product. */
export const useRecordWhatsappClick = (slug: string, productId?: number) =>
  useMutation({
    mutationFn: () => recordWhatsappClick(slug, productId),
    onError: (error) => console.warn('No se pudo registrar el clic de WhatsApp', error),
  });
