/** The four kinds of phone notification a seller can switch on or off (GET/PUT /api/protected/notification-preferences). */
export type SellerAlertKind = 'newOrder' | 'paymentApproved' | 'expiryReminders' | 'newRecruit';

/** What the service worker shows: `url` opens in the installed app on a tap; `tag` replaces an older one alike. */
export interface SellerAlert {
  kind: SellerAlertKind;
  title: string;
  body: string;
  url: string;
  tag: string;
  urgency?: 'normal' | 'high';
}

/**
 * Queues a push notification to each device of a seller, committed with the caller's transaction and delivered
 * later by a durable outbox (modules/notifications). A seller with that kind off or no devices costs no row, and a
 * failure here never fails the caller's change.
 */
export abstract class SellerAlerts {
  abstract send(memberId: number, alert: SellerAlert): Promise<void>;
}
