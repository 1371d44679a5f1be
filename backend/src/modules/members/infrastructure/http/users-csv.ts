import { remainingDays } from '../../domain/member.js';
import type { MemberWithSponsor } from '../../domain/member.repository.js';

export const USERS_CSV_HEADER = [
  'Nombre',
  'Email',
  'Código',
  'WhatsApp',
  'Ciudad',
  'País',
  'Estado',
  'Días restantes',
  'Video',
  'Patrocinador',
  'Registrado el',
  'Aprobado el',
  'Vence el',
];

const day = new Intl.DateTimeFormat('es-CO', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Bogota',
});
const date = (value: Date | null) => (value ? day.format(value) : '');

/** 'Vencido' once an approved member's time is up, as the console's countdown says. */
function status(m: MemberWithSponsor): string {
  if (m.status !== 'approved') return 'Pendiente';
  const days = remainingDays(m);
  return days !== null && days <= 0 ? 'Vencido' : 'Aprobado';
}

/** One CSV row per member, in the order of USERS_CSV_HEADER; days stay numbers so a spreadsheet can sort them. */
export function userCsvRow(m: MemberWithSponsor): unknown[] {
  return [
    m.name,
    m.email,
    m.code,
    m.whatsapp,
    m.city,
    m.country,
    status(m),
    remainingDays(m) ?? '',
    m.sellerProfileVideoUrl ? 'Sí' : 'No',
    m.sponsor ? `${m.sponsor.name} (${m.sponsor.code})` : m.sponsorDeleted ? 'cuenta eliminada' : '',
    date(m.createdAt),
    date(m.approvedAt),
    date(m.paymentExpiresAt),
  ];
}
