import { createContext, useContext } from 'react';
import type { CreatorCredit } from '@multyhealth/rules';

const DEFAULT_CREATOR: CreatorCredit = { name: 'el equipo digital de Multyhealth', url: null };

/** The credit the server renderer was given (entry-server.tsx); undefined in the browser. */
export const CreatorCreditContext = createContext<CreatorCredit | undefined>(undefined);

/**
 * 'Página creada por', the same on the server render and in the browser: the renderer's, or the meta tags the server
 * sets in index.html from CREATOR_NAME and CREATOR_URL.
 */
export function useCreatorCredit(): CreatorCredit {
  const rendered = useContext(CreatorCreditContext);
  if (rendered) return rendered;
  if (typeof document === 'undefined') return DEFAULT_CREATOR;
  const meta = (name: string) =>
    document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() || null;
  return { name: meta('creator-name') ?? DEFAULT_CREATOR.name, url: meta('creator-url') };
}
