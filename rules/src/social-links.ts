export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'tiktok', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** A seller's profiles, only the networks they gave; each value is a normalised https link. */
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

export const SOCIAL_LINK_MAX = 300;

export const SOCIAL_NAMES: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};

const hostsOf = (domain: string) => new Set([domain, `www.${domain}`, `m.${domain}`]);

const HOSTS: Record<SocialNetwork, ReadonlySet<string>> = {
  instagram: hostsOf('instagram.com'),
  facebook: hostsOf('facebook.com'),
  tiktok: hostsOf('tiktok.com'),
  youtube: hostsOf('youtube.com'),
};

/** The Spanish message for a link that is not a profile on that network. */
export function socialLinkMessage(network: SocialNetwork): string {
  return `Ingresa el enlace de tu perfil de ${SOCIAL_NAMES[network]}: debe empezar por https://www.${network}.com/`;
}

/**
 * The link in the form it is stored (the parser's https URL), or null when it is not a profile on that network:
 * https only, exact host (the bare domain, www. or m.), no credentials or port, a path beyond '/', at most
 * SOCIAL_LINK_MAX characters.
 */
export function normalizedSocialLink(network: SocialNetwork, value: string): string | null {
  const trimmed = value.trim();
  if (trimmed.length > SOCIAL_LINK_MAX || !/^https:\/\/[^\s\\]+$/i.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  const onNetwork =
    url.protocol === 'https:' && !url.username && !url.password && !url.port && HOSTS[network].has(url.hostname);
  return onNetwork && url.pathname !== '/' && url.href.length <= SOCIAL_LINK_MAX ? url.href : null;
}
