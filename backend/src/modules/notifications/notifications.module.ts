import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../shared/domain/settings.js';
import { SellerAlerts } from '../../shared/domain/seller-alerts.js';
import { NotificationsMemberData } from './application/notifications-member-data.js';
import { PushAlertsService } from './application/push-alerts.service.js';
import { PushSubscriptionsService } from './application/push-subscriptions.service.js';
import { PushSender } from './domain/push-sender.js';
import { PushSettings } from './domain/push-settings.js';
import { PushSubscriptionRepository } from './domain/push-subscription.repository.js';
import { PushPublicKeyController } from './infrastructure/http/push-public-key.controller.js';
import { PushSubscriptionsController } from './infrastructure/http/push-subscriptions.controller.js';
import { SqlPushSubscriptionRepository } from './infrastructure/persistence/sql-push-subscription.repository.js';
import { PushOutboxDispatcher } from './infrastructure/push-outbox-dispatcher.js';
import { WebPushSender } from './infrastructure/web-push-sender.js';

/**
 * Web Push to the sellers' phones. Global for SellerAlerts, the port orders, payments, subscriptions and members
 * call to queue a notification with their own change (and NotificationsMemberData, listed in src/member-data.module.ts).
 */
@Global()
@Module({
  controllers: [PushPublicKeyController, PushSubscriptionsController],
  providers: [
    PushSubscriptionsService,
    PushOutboxDispatcher,
    NotificationsMemberData,
    { provide: SellerAlerts, useClass: PushAlertsService },
    { provide: PushSender, useClass: WebPushSender },
    { provide: PushSubscriptionRepository, useClass: SqlPushSubscriptionRepository },
    { provide: PushSettings, inject: [APP_CONFIG], useFactory: (config: AppConfig) => config.push },
  ],
  exports: [SellerAlerts, NotificationsMemberData],
})
export class NotificationsModule {}
