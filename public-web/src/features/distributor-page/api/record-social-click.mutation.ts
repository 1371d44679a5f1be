import { useMutation } from '@tanstack/react-query';
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

export const useRecordSocialClick = (slug: string) =>
  useMutation({
    mutationFn: (network: SocialNetwork) => recordSocialClick(slug, network),
    onError: (error) => console.warn('No se pudo registrar el clic en la red social', error),
  });
