import { distributorTitleLabel, SOCIAL_NETWORKS, type SocialLinks } from '@multyhealth/rules';

/** A vCard 3.0 (RFC 2426) with the values escaped, so a name cannot inject extra fields. */
export function contactCard(
  user: {
    name: string;
    whatsapp: string;
    city: string;
    country: string;
    photo?: string | null;
    distributorTitle?: string;
    socialLinks?: SocialLinks;
  },
  pageUrl: string,
  origin: string,
): string {
  const phone = `+${user.whatsapp.replace(/\D/g, '')}`;
  const { given, family } = splitName(user.name);
  const photo = user.photo ? absolute(origin, user.photo) : null;
  return [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `FN:${escape(user.name)}`,
    `N:${escape(family)};${escape(given)};;;`,
    'ORG:Multyhealth',
    `TITLE:${distributorTitleLabel(user.distributorTitle)} Multyhealth`,
    `TEL;TYPE=CELL:${phone}`,
    `URL:${escape(pageUrl)}`,
    ...SOCIAL_NETWORKS.flatMap((network) => {
      const link = user.socialLinks?.[network];
      return link ? [`URL;TYPE=${network}:${escape(link)}`] : [];
    }),
    ...(photo ? [`PHOTO;VALUE=URI:${escape(photo)}`] : []),
    `ADR;TYPE=WORK:;;;${escape(user.city)};;;${escape(user.country)}`,
    'END:VCARD',
    '',
  ].join('\r\n');
}

const PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'da', 'do', 'dos', 'van', 'von']);

/**
 * Given and family names from a full name as Spanish speakers write it: one given name and one surname ('Laura Gómez'),
 * one given name and two surnames ('Laura Gómez Ruiz'), two and the rest from four words; 'de', 'del', 'la'… belong
 * to the surname that follows them.
 */
export function splitName(fullName: string): { given: string; family: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { given: words[0] ?? '', family: '' };
  let givenCount = words.length >= 4 ? 2 : 1;
  while (givenCount > 1 && PARTICLES.has(words[givenCount - 1].toLowerCase())) givenCount--;
  return { given: words.slice(0, givenCount).join(' '), family: words.slice(givenCount).join(' ') };
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin.replace(/\/+$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
}

function escape(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/\r?\n/g, '\\n')
    .replace(/[,;]/g, (c) => `\\${c}`);
}
