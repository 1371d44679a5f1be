import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';

/** POST /api/user/{slug}/whatsapp-click, sent before the chat opens; keepalive lets it finish as the page leaves. */
export const recordWhatsappClick = (slug: string) => api<{ success: boolean }>(paths.api.whatsappClick(slug), { method: 'POST', keepalive: true });

export const useRecordWhatsappClick = (slug: string) =>
  useMutation({
    mutationFn: () => recordWhatsappClick(slug),
    onError: (error) => console.warn('No se pudo registrar el clic de WhatsApp', error),
  });
