import type { DataRequestView } from '../../application/data-requests.service.js';

export const DATA_REQUESTS_CSV_HEADER = [
  'Id',
  'Recibida el',
  'Nombre',
  'Email',
  'Tipo',
  'Mensaje',
  'Estado',
  'Fecha límite',
  'Días hábiles restantes',
  'Vencida',
  'Respondida el',
];

const TYPES: Record<string, string> = { consulta: 'Consulta', reclamo: 'Reclamo', supresion: 'Supresión' };
const STATUSES: Record<string, string> = { pendiente: 'Pendiente', respondida: 'Respondida' };

const day = new Intl.DateTimeFormat('es-CO', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'America/Bogota',
});
const date = (value: Date | null) => (value ? day.format(value) : '');
/** 'YYYY-MM-DD' (a calendar day, no time zone) as dd/MM/yyyy. */
const calendarDay = (value: string) => value.split('-').reverse().join('/');

/** One CSV row per request, in the order of DATA_REQUESTS_CSV_HEADER. */
export function dataRequestCsvRow(r: DataRequestView): unknown[] {
  return [
    r.id,
    date(r.createdAt),
    r.name,
    r.email,
    TYPES[r.type] ?? r.type,
    r.message,
    STATUSES[r.status] ?? r.status,
    calendarDay(r.dueDate),
    r.businessDaysLeft,
    r.overdue ? 'Sí' : 'No',
    date(r.answeredAt),
  ];
}
