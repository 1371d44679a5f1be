import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PolicyAcceptance } from '../../platform/auth/policy-acceptance.js';
import { AccountDeletion } from '../../shared/domain/account-deletion.js';
import { LegalTextPublications } from '../../shared/domain/legal-text-publications.js';
import { PolicyConsents } from '../../shared/domain/policy-consents.js';
import { AccountDeletionService } from './application/account-deletion.service.js';
import { ConsentsService } from './application/consents.service.js';
import { DataRequestsService } from './application/data-requests.service.js';
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
import { SqlMemberAccounts } from './infrastructure/persistence/sql-member-accounts.js';
import { DataRequestOrmEntity } from './infrastructure/persistence/data-request.orm-entity.js';
import { TypeOrmDataRequestRepository } from './infrastructure/persistence/typeorm-data-request.repository.js';
import { SqlConsentRepository } from './infrastructure/persistence/sql-consent.repository.js';

/**
 * Ley 1581 de 2012 (docs/privacy.md). The member-data sections it exports and erases are assembled in
 * src/member-data.module.ts. Global for the ports other contexts call: PolicyAcceptance (the session guard),
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
