import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../../shared/domain/settings.js';
import type { AppConfig } from '../../../shared/domain/settings.js';
import { NotFoundError, TooManyAttemptsError } from '../../../shared/domain/errors.js';
import { pesosToCents } from '../../../shared/domain/money.js';
import { PAYMENT_CURRENCY, type NewPayment, type PaymentPurpose } from '../domain/payment.js';
import { PaidRegistrations, PaidRenewals, RenewalPriceSource } from '../domain/payment-effects.js';
import { PaymentGateway, type Checkout } from '../domain/payment-gateway.js';
import { PaymentRepository } from '../domain/payment.repository.js';

/** Attempts one member may start per hour: each press of the button is a new reference. */
const ATTEMPTS_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;

export const ONLINE_PAYMENT_OFF = 'El pago en línea no está disponible';

export interface StartedCheckout extends Checkout {
  reference: string;
  amountInCents: number;
  currency: string;
  redirectUrl: string;
}

/** Starts an online payment: a new unguessable reference, the amount to pay and the signed checkout link. */
@Injectable()
export class PaymentCheckoutService {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly gateway: PaymentGateway,
    private readonly registrations: PaidRegistrations,
    private readonly renewals: PaidRenewals,
    private readonly renewalPrice: RenewalPriceSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  assertEnabled(): void {
    if (!this.gateway.enabled) throw new NotFoundError(ONLINE_PAYMENT_OFF);
  }

  async forRegistration(token: string): Promise<StartedCheckout> {
    this.assertEnabled();
    const registration = await this.registrations.checkoutFor(token);
    return this.start(
      {
        purpose: 'registration',
        memberId: registration.memberId,
        memberName: registration.name,
        memberEmail: registration.email,
        amountInCents: pesosToCents(registration.amountInPesos),
      },
      registration.statusUrl,
    );
  }

  async forRenewal(memberId: number): Promise<StartedCheckout> {
    this.assertEnabled();
    const seller = await this.renewals.checkoutFor(memberId);
    const priceInPesos = await this.renewalPrice.renewalPrice();
    return this.start(
      {
        purpose: 'renewal',
        memberId,
        memberName: seller.name,
        memberEmail: seller.email,
        amountInCents: pesosToCents(priceInPesos),
      },
      `${this.config.publicUrl}/dashboard?renovacion=1`,
    );
  }

  private async start(
    payment: Omit<NewPayment, 'reference' | 'currency'> & { memberId: number },
    redirectUrl: string,
  ): Promise<StartedCheckout> {
    if ((await this.payments.countStartedSince(payment.memberId, new Date(Date.now() - HOUR_MS))) >= ATTEMPTS_PER_HOUR)
      throw new TooManyAttemptsError('Demasiados intentos de pago. Espera una hora e inténtalo de nuevo.', 3600);
    const created = await this.payments.create({
      ...payment,
      reference: newReference(payment.purpose),
      currency: PAYMENT_CURRENCY,
    });
    const checkout = this.gateway.checkout({
      reference: created.reference,
      amountInCents: created.amountInCents,
      currency: created.currency,
      redirectUrl,
    });
    return {
      reference: created.reference,
      amountInCents: created.amountInCents,
      currency: created.currency,
      redirectUrl,
      ...checkout,
    };
  }
}

/** `MH-R-…` (registration) or `MH-N-…` (renewal) and 128 random bits: unique and impossible to guess. */
function newReference(purpose: PaymentPurpose): string {
  return `MH-${purpose === 'registration' ? 'R' : 'N'}-${randomBytes(16).toString('base64url')}`;
}
