import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from './shared/domain/settings.js';
import { ConfigModule } from './config/config.module.js';
import { DemoSeeder } from './database/seed/demo-seeder.js';
import { ContentModule } from './modules/content/content.module.js';
import { MediaModule } from './modules/media/media.module.js';
import { MembersModule } from './modules/members/members.module.js';
import { NotificationsModule } from './modules/notifications/notifications.module.js';
import { PaymentsModule } from './modules/payments/payments.module.js';
import { OrdersModule } from './modules/orders/orders.module.js';
import { PricingModule } from './modules/pricing/pricing.module.js';
import { PrivacyModule } from './modules/privacy/privacy.module.js';
import { MemberDataModule } from './member-data.module.js';
import { SubscriptionsModule } from './modules/subscriptions/subscriptions.module.js';
import { AuditModule } from './platform/audit/audit.module.js';
import { AuthModule } from './platform/auth/auth.module.js';
import { DatabaseModule } from './platform/database/database.module.js';
import { HealthModule } from './platform/health/health.module.js';
import { RateLimitModule } from './platform/http/rate-limit.module.js';
import { MailModule } from './platform/mail/mail.module.js';
import { MetricsModule } from './platform/metrics/metrics.module.js';
import { RecordVersionModule } from './platform/http/record-version.module.js';
import { StoredMediaRule } from './platform/http/stored-media-rule.js';

@Module({})
export class AppModule {
  /** `databaseUrl` is the configured server or the embedded database started by main.ts. */
  static forRoot(config: AppConfig, database: { url: string; embedded: boolean }): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(database.url, database.embedded),
        MetricsModule,
        HealthModule,
        AuthModule,
        AuditModule,
        RateLimitModule,
        MailModule,
        NotificationsModule,
        MediaModule,
        PricingModule,
        ContentModule,
        // Before members: its /api/user/subscription-status must be matched before /api/user/:slug.
        SubscriptionsModule,
        MembersModule,
        PaymentsModule,
        PrivacyModule,
        MemberDataModule,
        OrdersModule,
        RecordVersionModule,
      ],
      // StoredMediaRule: a validation rule class-validator takes from this container (see app.factory.ts).
      providers: [DemoSeeder, StoredMediaRule],
    };
  }
}
