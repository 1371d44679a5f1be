import { Global, Module } from '@nestjs/common';
import { PaidRegistrationsService } from '../members/application/paid-registrations.service.js';
import { RegistrationPayments } from '../members/domain/registration-payments.js';
import { AccountPricingService } from '../pricing/application/account-pricing.service.js';
import { PricingModule } from '../pricing/pricing.module.js';
import { PaidRenewalsService } from '../subscriptions/application/paid-renewals.service.js';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module.js';
import { AdminPaymentsService } from './application/admin-payments.service.js';
import { PaymentCheckoutService } from './application/payment-checkout.service.js';
import { PaymentDecisionsService } from './application/payment-decisions.service.js';
import { PaymentEventsService } from './application/payment-events.service.js';
import { PaymentFulfilmentService } from './application/payment-fulfilment.service.js';
import { PaymentReconciliationService } from './application/payment-reconciliation.service.js';
import { PaymentSettlementService } from './application/payment-settlement.service.js';
import { PaymentsMemberData } from './application/payments-member-data.js';
import { RegistrationPaymentStatusService } from './application/registration-payment-status.service.js';
import { PaidRegistrations, PaidRenewals, RenewalPriceSource } from './domain/payment-effects.js';
import { PaymentRepository } from './domain/payment.repository.js';
import { paymentGatewayProvider } from './infrastructure/gateway/payment-gateway.provider.js';
import { AdminPaymentsController } from './infrastructure/http/admin-payments.controller.js';
import { PaymentCheckoutController } from './infrastructure/http/payment-checkout.controller.js';
import { PaymentDecisionsController } from './infrastructure/http/payment-decisions.controller.js';
import { PaymentEventsController } from './infrastructure/http/payment-events.controller.js';
import { PaymentReconciliationJob } from './infrastructure/payment-reconciliation.job.js';
import { SqlPaymentRepository } from './infrastructure/persistence/sql-payment.repository.js';

/**
 * Fees paid online. Members and subscriptions react to an approved payment through their own services, bound here
 * to this context's ports; the status page reads online payment through the members context's port, bound here too.
 * Global for that port (RegistrationPayments); MembersModule is global itself, hence no import of it.
 */
@Global()
@Module({
  imports: [PricingModule, SubscriptionsModule],
  controllers: [
    PaymentCheckoutController,
    PaymentEventsController,
    AdminPaymentsController,
    PaymentDecisionsController,
  ],
  providers: [
    PaymentCheckoutService,
    PaymentSettlementService,
    PaymentFulfilmentService,
    PaymentDecisionsService,
    PaymentEventsService,
    PaymentReconciliationService,
    RegistrationPaymentStatusService,
    AdminPaymentsService,
    PaymentsMemberData,
    PaymentReconciliationJob,
    { provide: PaymentRepository, useClass: SqlPaymentRepository },
    paymentGatewayProvider,
    { provide: PaidRegistrations, useExisting: PaidRegistrationsService },
    { provide: PaidRenewals, useExisting: PaidRenewalsService },
    { provide: RenewalPriceSource, useExisting: AccountPricingService },
    { provide: RegistrationPayments, useExisting: RegistrationPaymentStatusService },
  ],
  exports: [RegistrationPayments, PaymentsMemberData],
})
export class PaymentsModule {}
