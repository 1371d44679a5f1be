import { addBusinessDays, type HolidayCalendar } from './business-days.js';

export const DATA_REQUEST_TYPES = ['consulta', 'reclamo', 'supresion'] as const;
export type DataRequestType = (typeof DATA_REQUEST_TYPES)[number];
export const DATA_REQUEST_STATUSES = ['pendiente', 'respondida'] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

/**
 * Business days to answer (Ley 1581 de 2012): art. 14, a consulta in 10; art. 15, a reclamo in 15. A request to
 * delete data is a reclamo under art. 15 ("corrección, actualización o supresión"), so it gets 15 too
 * (docs/decisions/1732-data-request-terms.md).
 */
export const RESPONSE_BUSINESS_DAYS: Record<DataRequestType, number> = { consulta: 10, reclamo: 15, supresion: 15 };

/** A request from a data subject (a member or anyone else) about their personal data. */
export interface DataRequest {
  id: number;
  name: string;
  email: string;
  type: DataRequestType;
  message: string;
  status: DataRequestStatus;
  /** Last day to answer, 'YYYY-MM-DD' (Colombian business days). */
  dueDate: string;
  answer: string | null;
  answeredAt: Date | null;
  createdAt: Date;
}

export type NewDataRequest = Pick<DataRequest, 'name' | 'email' | 'type' | 'message' | 'dueDate'>;

export function dueDateOf(type: DataRequestType, filedOn: string, calendar: HolidayCalendar): string {
  return addBusinessDays(filedOn, RESPONSE_BUSINESS_DAYS[type], calendar);
}

/** Still unanswered after its due date (`today` in Colombia). */
export function isOverdue(request: Pick<DataRequest, 'status' | 'dueDate'>, today: string): boolean {
  return request.status === 'pendiente' && request.dueDate < today;
}

export const isDataRequestType = (value: string): value is DataRequestType =>
  (DATA_REQUEST_TYPES as readonly string[]).includes(value);
