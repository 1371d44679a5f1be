import { InitialSchema1732000000000 } from './1732000000000-initial-schema.js';
import { MediaFiles1732500000000 } from './1732500000000-media-files.js';
import { GrowthIndexes1732600000000 } from './1732600000000-growth-indexes.js';
import { DistributorCounts1732700000000 } from './1732700000000-distributor-counts.js';
import { SessionVersion1733200000000 } from './1733200000000-session-version.js';
import { WhatsappE1641733700000000 } from './1733700000000-whatsapp-e164.js';
import { PaymentInstructions1733700000001 } from './1733700000001-payment-instructions.js';
import { LegalTexts1733700000002 } from './1733700000002-legal-texts.js';
import { DistributorTitle1733700000003 } from './1733700000003-distributor-title.js';
import { MemberTokensPaymentProofs1733800000000 } from './1733800000000-member-tokens-payment-proofs.js';
import { AuditLog1733900000000 } from './1733900000000-audit-log.js';
import { MarketingMaterials1734800000001 } from './1734800000001-marketing-materials.js';
import { SocialLinksReferrals1734400000001 } from './1734400000001-social-links-referrals.js';
import { AnalyticsAttribution1734300000001 } from './1734300000001-analytics-attribution.js';
import { PublicPageChangeNotices1734100000001 } from './1734100000001-public-page-change-notices.js';
import { AnalyticsRollup1734900000000 } from './1734900000000-analytics-rollup.js';
import { AdminDashboardIndexes1735000000000 } from './1735000000000-admin-dashboard-indexes.js';
import { AnalyticsVisitorDays1735100000000 } from './1735100000000-analytics-visitor-days.js';
import { MemberChanges1735100000001 } from './1735100000001-member-changes.js';
import { OnlinePayments1736100000000 } from './1736100000000-online-payments.js';
import { Orders1736200000000 } from './1736200000000-orders.js';
import { Privacy1736300000000 } from './1736300000000-privacy.js';
import { AdminRecordVersions1736500000000 } from './1736500000000-admin-record-versions.js';
import { MemberSearch1736600000000 } from './1736600000000-member-search.js';
import { PushNotifications1737500000000 } from './1737500000000-push-notifications.js';
import { SellerOrderCounts1736700000000 } from './1736700000000-seller-order-counts.js';
import { OrderTrackingTokens1737100000000 } from './1737100000000-order-tracking-tokens.js';
import { OrderStatusHistory1737200000000 } from './1737200000000-order-status-history.js';
import { PaymentsDesk1737300000000 } from './1737300000000-payments-desk.js';
import { OrderVisitors1737900000000 } from './1737900000000-order-visitors.js';

/** Listed explicitly (no glob): the same list works from src under Jest and from dist. */
export const migrations = [
  InitialSchema1732000000000,
  MediaFiles1732500000000,
  GrowthIndexes1732600000000,
  DistributorCounts1732700000000,
  SessionVersion1733200000000,
  WhatsappE1641733700000000,
  PaymentInstructions1733700000001,
  LegalTexts1733700000002,
  DistributorTitle1733700000003,
  MemberTokensPaymentProofs1733800000000,
  AuditLog1733900000000,
  MarketingMaterials1734800000001,
  SocialLinksReferrals1734400000001,
  AnalyticsAttribution1734300000001,
  PublicPageChangeNotices1734100000001,
  AnalyticsRollup1734900000000,
  AdminDashboardIndexes1735000000000,
  AnalyticsVisitorDays1735100000000,
  MemberChanges1735100000001,
  OnlinePayments1736100000000,
  Orders1736200000000,
  Privacy1736300000000,
  AdminRecordVersions1736500000000,
  MemberSearch1736600000000,
  SellerOrderCounts1736700000000,
  OrderTrackingTokens1737100000000,
  OrderStatusHistory1737200000000,
  PaymentsDesk1737300000000,
  PushNotifications1737500000000,
  OrderVisitors1737900000000,
];
