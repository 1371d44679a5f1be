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

const DOMAINS: Record<SocialNetwork, string> = {
  instagram: 'instagram.com',
  facebook: 'facebook.com',
  tiktok: 'tiktok.com',
  youtube: 'youtube.com',
};

/** How a username becomes the profile's address on each network (TikTok and YouTube handles start with '@'). */
const HANDLE_PATH: Record<SocialNetwork, (handle: string) => string> = {
  instagram: (handle) => `/${handle}`,
  facebook: (handle) => `/${handle}`,
  tiktok: (handle) => `/@${handle}`,
  youtube: (handle) => `/@${handle}`,
};

const EXAMPLE_HANDLE: Record<SocialNetwork, string> = {
  instagram: '@tuusuario',
  facebook: 'tu.usuario',
  tiktok: '@tuusuario',
  youtube: '@tucanal',
};

/** A username as sellers type it: '@lucia_fit', 'lucia.fit' (never a bare domain such as 'instagram.com'). */
const HANDLE = /^@?([A-Za-z0-9_](?:[A-Za-z0-9._-]{0,98}[A-Za-z0-9_])?)$/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** The Spanish message for a value that is neither a username nor a profile link on that network. */
export function socialLinkMessage(network: SocialNetwork): string {
  return `Escribe tu usuario de ${SOCIAL_NAMES[network]} (${EXAMPLE_HANDLE[network]}) o el enlace de tu perfil, como https://www.${DOMAINS[network]}/…`;
}

/** What to show under the field while typing: the address that will be saved. */
export function socialLinkExample(network: SocialNetwork): string {
  return `${EXAMPLE_HANDLE[network]} o ${DOMAINS[network]}${HANDLE_PATH[network]('tuusuario')}`;
}

/**
 * The profile's canonical address (https://www.<network>.com/<path>, no trailing slash), or null when the value is
 * not a profile on that network. Accepts what sellers type or paste: a username ('@lucia_fit'), a link without its
 * scheme ('instagram.com/lucia_fit') or with http, on the bare domain, www. or m.; never another host, credentials,
 * a port, another scheme (javascript:, data:…), spaces or backslashes, nor more than SOCIAL_LINK_MAX characters.
 */
export function normalizedSocialLink(network: SocialNetwork, value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > SOCIAL_LINK_MAX || /[\s\\]/.test(trimmed)) return null;
  const domain = DOMAINS[network];
  const handle = HANDLE.exec(trimmed);
  if (handle && !/\.(com|net|org|co|me)$/i.test(handle[1]))
    return `https://www.${domain}${HANDLE_PATH[network](handle[1])}`;
  const scheme = SCHEME.exec(trimmed)?.[1].toLowerCase();
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return null;
  if (trimmed.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(scheme ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  const hosts = [domain, `www.${domain}`, `m.${domain}`];
  if (url.username || url.password || url.port || !hosts.includes(url.hostname)) return null;
  const path = url.pathname.replace(/\/+$/, '');
  if (!path) return null;
  const canonical = `https://www.${domain}${path}${url.search}`;
  return canonical.length <= SOCIAL_LINK_MAX ? canonical : null;
}
