import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import type { SocialNetwork } from '@multyhealth/rules';

/** POST /api/user/{slug}/social-click; keepalive lets it finish while the profile opens. */
export const recordSocialClick = (slug: string, network: SocialNetwork) =>
  api<{ success: boolean }>(paths.api.socialClick(slug), {
    method: 'POST',
    keepalive: true,
    body: { network },
  });

/** Fire and forget, like the WhatsApp click (record-whatsapp-click.mutation.ts). */
export const useRecordSocialClick = (slug: string) => ({
  mutate: (network: SocialNetwork) =>
    void recordSocialClick(slug, network).catch((error: unknown) =>
      console.warn('No se pudo registrar el clic en la red social', error),
    ),
});
