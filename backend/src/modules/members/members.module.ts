import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BusinessDashboardReader } from './domain/business-dashboard.js';
import { SqlBusinessDashboardReader } from './infrastructure/persistence/sql-business-dashboard.reader.js';
import { SessionUserLookup } from '../../platform/auth/auth-user.js';
import { PricingModule } from '../pricing/pricing.module.js';
import { AccountPricingService } from '../pricing/application/account-pricing.service.js';
import { SignUpPricingSource } from './domain/sign-up-pricing.js';
import { AdminMembersService } from './application/admin-members.service.js';
import { LoginService } from './application/login.service.js';
import { MemberLinksService } from './application/member-links.service.js';
import { PasswordResetService } from './application/password-reset.service.js';
import { RegistrationStatusService } from './application/registration-status.service.js';
import { PaidRegistrationsService } from './application/paid-registrations.service.js';
import { PasswordChangeService } from './application/password-change.service.js';
import { PublicPageCache } from './application/public-page-cache.js';
import { PublicPageService } from './application/public-page.service.js';
import { RegistrationService } from './application/registration.service.js';
import { SellerProfileService } from './application/seller-profile.service.js';
import { MyNetworkService } from './application/my-network.service.js';
import { MemberTokenRepository } from './domain/member-token.repository.js';
import { MemberRepository } from './domain/member.repository.js';
import { PageAnalytics } from './domain/page-analytics.js';
import { PublicPageChanges, PublicPageReader } from './domain/public-page.js';
import { AdminPaymentProofController } from './infrastructure/http/admin-payment-proof.controller.js';
import { AdminUsersController } from './infrastructure/http/admin-users.controller.js';
import { AuthController } from './infrastructure/http/auth.controller.js';
import { PasswordResetController } from './infrastructure/http/password-reset.controller.js';
import { PublicPagesController } from './infrastructure/http/public-pages.controller.js';
import { RegistrationStatusController } from './infrastructure/http/registration-status.controller.js';
import { SellerController } from './infrastructure/http/seller.controller.js';
import { MyNetworkController } from './infrastructure/http/my-network.controller.js';
import { MySponsorController } from './infrastructure/http/my-sponsor.controller.js';
import { MemberOrmEntity } from './infrastructure/persistence/member.orm-entity.js';
import { MemberSessionLookup } from './infrastructure/persistence/member-session-lookup.js';
import { SqlMemberTokenRepository } from './infrastructure/persistence/sql-member-token.repository.js';
import { BufferedPageAnalytics } from './infrastructure/persistence/buffered-page-analytics.js';
import { PgPublicPageChanges } from './infrastructure/persistence/pg-public-page-changes.js';
import { SqlPageAnalytics } from './infrastructure/persistence/sql-page-analytics.js';
import { SqlPublicPageReader } from './infrastructure/persistence/sql-public-page.reader.js';
import { TypeOrmMemberRepository } from './infrastructure/persistence/typeorm-member.repository.js';

/** Global for SessionUserLookup, which the platform's JWT strategy needs, and PaidRegistrationsService (payments). */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([MemberOrmEntity]), PricingModule],
  controllers: [
    AuthController,
    AdminUsersController,
    SellerController,
    MyNetworkController,
    MySponsorController,
    PublicPagesController,
    PasswordResetController,
    RegistrationStatusController,
    AdminPaymentProofController,
  ],
  providers: [
    RegistrationService,
    LoginService,
    AdminMembersService,
    PasswordChangeService,
    SellerProfileService,
    MyNetworkService,
    PublicPageService,
    PublicPageCache,
    SqlPageAnalytics,
    MemberLinksService,
    PasswordResetService,
    RegistrationStatusService,
    PaidRegistrationsService,
    { provide: MemberTokenRepository, useClass: SqlMemberTokenRepository },
    { provide: MemberRepository, useClass: TypeOrmMemberRepository },
    { provide: PageAnalytics, useClass: BufferedPageAnalytics },
    { provide: BusinessDashboardReader, useClass: SqlBusinessDashboardReader },
    { provide: PublicPageReader, useClass: SqlPublicPageReader },
    { provide: PublicPageChanges, useClass: PgPublicPageChanges },
    { provide: SessionUserLookup, useClass: MemberSessionLookup },
    { provide: SignUpPricingSource, useExisting: AccountPricingService },
  ],
  exports: [SessionUserLookup, MemberRepository, PublicPageService, PageAnalytics, PaidRegistrationsService],
})
export class MembersModule {}
