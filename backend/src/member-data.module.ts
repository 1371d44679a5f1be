import { Global, Module } from '@nestjs/common';
import type { MemberDataSection } from './shared/domain/member-data-section.js';
import { PageContentMemberData } from './modules/content/infrastructure/member-data/page-content.member-data.js';
import { UploadsMemberData } from './modules/media/infrastructure/member-data/uploads.member-data.js';
import { AnalyticsMemberData } from './modules/members/infrastructure/member-data/analytics.member-data.js';
import { NetworkMemberData } from './modules/members/infrastructure/member-data/network.member-data.js';
import { ProfileMemberData } from './modules/members/infrastructure/member-data/profile.member-data.js';
import { NotificationsMemberData } from './modules/notifications/application/notifications-member-data.js';
import { OrdersMemberData } from './modules/orders/application/orders-member-data.js';
import { PaymentsMemberData } from './modules/payments/application/payments-member-data.js';
import { CustomPricesMemberData } from './modules/pricing/infrastructure/member-data/custom-prices.member-data.js';
import { MemberDataSections } from './modules/privacy/application/member-data-sections.js';
import { ConsentsMemberData } from './modules/privacy/infrastructure/member-data/consents.member-data.js';
import { AuditMemberData } from './platform/audit/audit.member-data.js';
import { AccountMailMemberData } from './platform/mail/account-mail.member-data.js';

/** The sections that need only the database; orders, payments and notifications provide theirs from their own modules. */
const SQL_SECTIONS = [
  ProfileMemberData,
  NetworkMemberData,
  PageContentMemberData,
  CustomPricesMemberData,
  ConsentsMemberData,
  AnalyticsMemberData,
  UploadsMemberData,
  AccountMailMemberData,
  AuditMemberData,
];

/**
 * THE list of what is stored about a member, in the order of the export file: GET /api/protected/my-data exports
 * each section and every account deletion runs each `eraseFor` before the member's row goes. Each context writes its
 * own section next to its tables (a MemberDataSection); the privacy context only assembles them (MemberDataSections).
 * The list lives here, in the composition root, because a context never imports another one's infrastructure.
 */
const MEMBER_DATA_SECTIONS = [...SQL_SECTIONS, OrdersMemberData, PaymentsMemberData, NotificationsMemberData];

@Global()
@Module({
  providers: [
    ...SQL_SECTIONS,
    {
      provide: MemberDataSections,
      inject: MEMBER_DATA_SECTIONS,
      useFactory: (...sections: MemberDataSection[]) => new MemberDataSections(sections),
    },
  ],
  exports: [MemberDataSections],
})
export class MemberDataModule {}
