import { Module } from '@nestjs/common';
import { PaidRenewalsService } from './application/paid-renewals.service.js';
import { SubscriptionsService } from './application/subscriptions.service.js';
import { SubscriptionRepository } from './domain/subscription.repository.js';
import { SubscriptionsController } from './infrastructure/http/subscriptions.controller.js';
import { SqlSubscriptionRepository } from './infrastructure/persistence/sql-subscription.repository.js';
import { RenewalReminderJob } from './infrastructure/renewal-reminder.job.js';

@Module({
  controllers: [SubscriptionsController],
  providers: [
    SubscriptionsService,
    PaidRenewalsService,
    RenewalReminderJob,
    { provide: SubscriptionRepository, useClass: SqlSubscriptionRepository },
  ],
  exports: [SubscriptionsService, PaidRenewalsService],
})
export class SubscriptionsModule {}
