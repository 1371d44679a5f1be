/** Business figures for the console's home screen, computed at the moment of the request. */
export interface BusinessFigures {
  /** Approved distributors whose subscription is still running. */
  active: number;
  /** Approved distributors whose subscription end has been reached. */
  expired: number;
  /** Active distributors whose subscription ends within 30 days. */
  expiringIn30Days: number;
  /** Last 8 weeks (Monday starts), oldest first. */
  weekly: { week: string; registrations: number; approvals: number }[];
  /** Whole days since the oldest pending registration; null with no one pending. */
  oldestPendingDays: number | null;
  renewal: { renewed: number; lapsed: number; rate: number | null };
  topCities: { city: string; count: number }[];
  topByVisits: PageRanking[];
  topByWhatsappClicks: PageRanking[];
  /** When the two 30-day page rankings above were counted (they are kept for about a minute). */
  rankingsComputedAt: Date;
  /** The 10 sponsors with the most distributors registered through them in the last 30 days. */
  topSponsors: SponsorRanking[];
  /** Next 12 months, current first ('YYYY-MM'): approved members whose subscription ends that month, by the discount code they registered with. */
  dueByMonth: { month: string; due: { discountCode: string | null; count: number }[] }[];
}

export interface MonthlyFees {
  month: string;
  regularCount: number;
  discountCount: number;
  regularAmount: number;
  discountAmount: number;
}

export interface PageRanking {
  id: number;
  name: string;
  slug: string;
  count: number;
}

export interface SponsorRanking {
  id: number;
  name: string;
  code: string;
  slug: string;
  /** Registrations in the last 30 days naming this sponsor, pending or approved. */
  count: number;
}

/** Read-only aggregates over members, page analytics, renewals and prices. */
export abstract class BusinessDashboardReader {
  abstract figures(): Promise<BusinessFigures>;
}
