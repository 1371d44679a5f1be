import { countdownLabel } from '@multyhealth/rules';
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

export type ReferralState = 'pendiente' | 'comprobante_recibido' | 'activo' | 'vencido';

/** The chip of a person in 'Mi Red': 'Pendiente', 'Comprobante recibido', 'Activo · 12 días' or 'Vencido'. */
export function referralStateLabel({ state, remainingDays }: { state: ReferralState; remainingDays: number | null }) {
  if (state === 'pendiente') return 'Pendiente';
  if (state === 'comprobante_recibido') return 'Comprobante recibido';
  if (state === 'vencido') return 'Vencido';
  return `Activo · ${countdownLabel(remainingDays ?? 0)}`;
}
