export type PageEvent = 'visit' | 'whatsapp_click';

export interface DailyPageStats {
  date: string;
  visits: number;
  uniqueVisitors: number;
  whatsappClicks: number;
}

/** Visits and WhatsApp clicks on distributors' pages. */
export abstract class PageAnalytics {
  abstract record(memberId: number, type: PageEvent, visitor: { userAgent?: string; ip?: string }): Promise<void>;
  abstract totals(memberId: number): Promise<{ visits: number; whatsappClicks: number }>;
  /** One entry per day (Colombia time), oldest first, the last `days` days including today; days without events are zeros. */
  abstract dailySeries(memberId: number, days: number): Promise<DailyPageStats[]>;
}
