export type PageEvent = 'visit' | 'whatsapp_click' | 'order_intent' | 'social_click';

export interface OrderLine {
  productId: number;
  quantity: number;
}

export interface DailyPageStats {
  date: string;
  visits: number;
  uniqueVisitors: number;
  whatsappClicks: number;
  orderIntents: number;
}

/** A seller's figures over a period (docs/decisions/1301-seller-analytics.md). */
export interface PageSummary {
  visits: number;
  uniqueVisitors: number;
  whatsappClicks: number;
  orderIntents: number;
  sources: { source: string; visits: number }[];
  devices: { device: string; visits: number }[];
  products: { productId: number; name: string; clicks: number; orderIntents: number }[];
}

/** Further columns of an analytics row (the names are code's, never a client's). */
export type PageEventColumns = Record<string, string | number | null>;

/** Who caused an event, as far as a page view tells. */
export interface PageVisitor {
  userAgent?: string;
  ip?: string;
  /** The first-party visitor cookie, when the browser sent one. */
  visitorId?: string;
  /** A visitor id just handed out in a cookie: the same visitor's next request carries it. */
  newVisitorId?: string;
  /** More columns of the analytics row for this event. */
  extra?: PageEventColumns;
  /** More rows of the same event, counted or dropped with it (an order's lines). */
  extraRows?: PageEventColumns[];
}

/**
 * Visits, clicks and orders sent by WhatsApp on distributors' pages. `record` never waits for the database: events
 * are counted once per visitor within their window (page-event-dedupe.ts) and written in batches; `flush` writes what
 * is waiting.
 */
export abstract class PageAnalytics {
  abstract record(memberId: number, type: PageEvent, visitor: PageVisitor): Promise<void>;
  abstract flush(): Promise<void>;
  abstract totals(memberId: number): Promise<{ visits: number; whatsappClicks: number }>;
  /** One entry per day (Colombia time), oldest first, the last `days` days including today; days without events are zeros. */
  abstract dailySeries(memberId: number, days: number): Promise<DailyPageStats[]>;
  /** The last `days` days including today (Colombia time). */
  abstract summary(memberId: number, days: number): Promise<PageSummary>;
}
