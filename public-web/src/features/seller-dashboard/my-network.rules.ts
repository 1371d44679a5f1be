import { paths } from '../../config/paths';

/** Where a shared invitation was sent, so visits and sign-ups can be told apart by source. */
export type ShareSource = 'whatsapp' | 'qr';

/** The seller's invitation link ({site}/register?ref={code}), tagged with `src` when it goes out through a channel. */
export function invitationLink(code: string, src?: ShareSource, origin = window.location.origin): string {
  const url = new URL(paths.registerWithRef(code), origin);
  if (src) url.searchParams.set('src', src);
  return url.toString();
}

export function invitationMessage(link: string): string {
  return `¡Hola! Te invito a ser distribuidor(a) de Multyhealth. Regístrate con mi enlace: ${link}`;
}

export const REFERRAL_STATUS_LABEL = { pending: 'Pendiente', approved: 'Aprobado' } as const;
