import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PolicyAcceptance } from '../../platform/auth/policy-acceptance.js';
import { AccountDeletion } from '../../shared/domain/account-deletion.js';
import { LegalTextPublications } from '../../shared/domain/legal-text-publications.js';
import type { MemberDataSection } from '../../shared/domain/member-data-section.js';
import { PolicyConsents } from '../../shared/domain/policy-consents.js';
import { NotificationsMemberData } from '../notifications/application/notifications-member-data.js';
import { OrdersMemberData } from '../orders/application/orders-member-data.js';
import { PaymentsMemberData } from '../payments/application/payments-member-data.js';
import { AccountDeletionService } from './application/account-deletion.service.js';
import { ConsentsService } from './application/consents.service.js';
import { DataRequestsService } from './application/data-requests.service.js';
import { MemberDataSections } from './application/member-data-sections.js';
import { MyDataService } from './application/my-data.service.js';
import { HolidayCalendar } from './domain/business-days.js';
import { ConsentRepository } from './domain/consent.repository.js';
import { DataRequestRepository } from './domain/data-request.repository.js';
import { MemberAccounts } from './domain/member-accounts.js';
import { DateHolidaysCalendar } from './infrastructure/date-holidays-calendar.js';
import { AdminDataRequestsController } from './infrastructure/http/admin-data-requests.controller.js';
import { ConsentsController } from './infrastructure/http/consents.controller.js';
import { DataRequestsController } from './infrastructure/http/data-requests.controller.js';
import { MyDataController } from './infrastructure/http/my-data.controller.js';
import { AccountMailMemberData } from './infrastructure/member-data/account-mail.member-data.js';
import { AnalyticsMemberData } from './infrastructure/member-data/analytics.member-data.js';
import { AuditMemberData } from './infrastructure/member-data/audit.member-data.js';
import { ConsentsMemberData } from './infrastructure/member-data/consents.member-data.js';
import { NetworkMemberData } from './infrastructure/member-data/network.member-data.js';
import { PageContentMemberData } from './infrastructure/member-data/page-content.member-data.js';
import { ProfileMemberData } from './infrastructure/member-data/profile.member-data.js';
import { UploadsMemberData } from './infrastructure/member-data/uploads.member-data.js';
import { SqlMemberAccounts } from './infrastructure/persistence/sql-member-accounts.js';
import { DataRequestOrmEntity } from './infrastructure/persistence/data-request.orm-entity.js';
import { TypeOrmDataRequestRepository } from './infrastructure/persistence/typeorm-data-request.repository.js';
import { SqlConsentRepository } from './infrastructure/persistence/sql-consent.repository.js';

/** The sections of the tables this context reads on behalf of members, content, pricing, analytics and media. */
const OWN_SECTIONS = [
  ProfileMemberData,
  NetworkMemberData,
  PageContentMemberData,
  ConsentsMemberData,
  AnalyticsMemberData,
  UploadsMemberData,
  AccountMailMemberData,
  AuditMemberData,
];

/**
 * THE list of what is stored about a member, in the order of the export file: GET /api/protected/my-data exports
 * each section and every account deletion runs each `eraseFor` before the member's row goes. The privacy context's
 * own sections come first, then the orders' and payments' (their modules provide and export them); a context that
 * stores personal data about a member adds its MemberDataSection class here.
 */
const MEMBER_DATA_SECTIONS = [...OWN_SECTIONS, OrdersMemberData, PaymentsMemberData, NotificationsMemberData];

/**
 * Ley 1581 de 2012 (docs/privacy.md). Global for the ports other contexts call: PolicyAcceptance (the session guard),
 * PolicyConsents (registration), LegalTextPublications (the legal texts' editor) and AccountDeletion (the admin).
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([DataRequestOrmEntity])],
  controllers: [ConsentsController, MyDataController, DataRequestsController, AdminDataRequestsController],
  providers: [
    ConsentsService,
    MyDataService,
    AccountDeletionService,
    DataRequestsService,
    { provide: DataRequestRepository, useClass: TypeOrmDataRequestRepository },
    { provide: HolidayCalendar, useClass: DateHolidaysCalendar },
    ...OWN_SECTIONS,
    {
      provide: MemberDataSections,
      inject: MEMBER_DATA_SECTIONS,
      useFactory: (...sections: MemberDataSection[]) => new MemberDataSections(sections),
    },
    { provide: ConsentRepository, useClass: SqlConsentRepository },
    { provide: MemberAccounts, useClass: SqlMemberAccounts },
    { provide: PolicyAcceptance, useExisting: ConsentsService },
    { provide: PolicyConsents, useExisting: ConsentsService },
    { provide: LegalTextPublications, useExisting: ConsentsService },
    { provide: AccountDeletion, useExisting: AccountDeletionService },
  ],
  exports: [PolicyAcceptance, PolicyConsents, LegalTextPublications, AccountDeletion],
})
export class PrivacyModule {}
