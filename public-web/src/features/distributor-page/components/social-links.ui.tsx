import type { ReactElement, SVGProps } from 'react';
import { SOCIAL_NAMES, SOCIAL_NETWORKS, type SocialNetwork } from '@multyhealth/rules';
import { useRecordSocialClick } from '../api/record-social-click.mutation';

const svg = { viewBox: '0 0 24 24', width: 24, height: 24, 'aria-hidden': true, focusable: false } as const;

const ICONS: Record<SocialNetwork, (p: SVGProps<SVGSVGElement>) => ReactElement> = {
  instagram: (p) => (
    <svg {...svg} {...p} fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  ),
  facebook: (p) => (
    <svg {...svg} {...p} fill="currentColor">
      <path d="M22 12a10 10 0 1 0-11.56 9.88v-6.99H7.9V12h2.54V9.8c0-2.5 1.49-3.89 3.78-3.89 1.1 0 2.24.2 2.24.2v2.46h-1.26c-1.24 0-1.63.77-1.63 1.56V12h2.78l-.44 2.89h-2.34v6.99A10 10 0 0 0 22 12Z" />
    </svg>
  ),
  tiktok: (p) => (
    <svg {...svg} {...p} fill="currentColor">
      <path d="M16.6 5.82A4.28 4.28 0 0 1 15.54 3h-3.09v12.4a2.59 2.59 0 0 1-2.59 2.5c-1.42 0-2.6-1.16-2.6-2.6 0-1.72 1.66-3.01 3.37-2.48V9.66c-3.45-.46-6.47 2.22-6.47 5.64 0 3.33 2.76 5.7 5.69 5.7 3.14 0 5.69-2.55 5.69-5.7V9.01a7.35 7.35 0 0 0 4.3 1.38V7.3s-1.88.09-3.24-1.48Z" />
    </svg>
  ),
  youtube: (p) => (
    <svg {...svg} {...p} fill="currentColor">
      <path
        fillRule="evenodd"
        d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15.2V8.8l5.6 3.2-5.6 3.2Z"
      />
    </svg>
  ),
};

/** The seller's social profiles as icon links; each click is counted (POST …/social-click) as the profile opens. */
export function SocialLinksList({
  slug,
  name,
  links,
}: {
  slug: string;
  name: string;
  links?: Partial<Record<SocialNetwork, string | null>>;
}) {
  const record = useRecordSocialClick(slug);
  const shown = SOCIAL_NETWORKS.filter((network) => links?.[network]);
  if (!shown.length) return null;
  return (
    <ul className="dp-social" aria-label={`Redes sociales de ${name}`}>
      {shown.map((network) => {
        const Icon = ICONS[network];
        return (
          <li key={network}>
            <a
              className={`dp-social__link dp-social__link--${network}`}
              href={links![network] ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${SOCIAL_NAMES[network]} de ${name}`}
              onClick={() => record.mutate(network)}
            >
              <Icon />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
