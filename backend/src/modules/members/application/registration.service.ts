import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../../shared/domain/settings.js';
import type { AppConfig } from '../../../shared/domain/settings.js';
import { ConflictError } from '../../../shared/domain/errors.js';
import { Mailer } from '../../../shared/domain/mailer.js';
import { PolicyConsents, type ConsentOrigin } from '../../../shared/domain/policy-consents.js';
import { SellerAlerts } from '../../../shared/domain/seller-alerts.js';
import { TransactionRunner } from '../../../shared/domain/transaction-runner.js';
import { SignUpPricingSource } from '../domain/sign-up-pricing.js';
import { registrationFee } from '@multyhealth/rules';
import type { Member } from '../domain/member.js';
import { MemberRepository } from '../domain/member.repository.js';
import { memberPlace } from '../domain/member-place.js';
import { newRecruitAlert } from '../domain/recruit-alert.js';
import { checkSellerCode, slugOf } from '../domain/seller-code.js';
import { MemberLinksService } from './member-links.service.js';
import { newRegistrationAdminMail, registrationReceivedMail } from './member-mails.js';

export interface RegistrationInput {
  name: string;
  code: string;
  email: string;
  whatsapp: string;
  city: string;
  country?: string;
  discountCode?: string;
  /** Seller code of the distributor whose page the visitor came from. */
  ref?: string;
  /** The request's validation refuses a registration without it. */
  acceptTerms: true;
}

/** Register → pending member + payment e-mail to the applicant + notice to the admin, in one transaction. */
@Injectable()
export class RegistrationService {
  private readonly logger = new Logger('Registro');

  constructor(
    private readonly members: MemberRepository,
    private readonly pricing: SignUpPricingSource,
    private readonly mailer: Mailer,
    private readonly links: MemberLinksService,
    private readonly tx: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly consents: PolicyConsents,
    private readonly alerts: SellerAlerts,
  ) {}

  /**
   * `onlinePayment`: the sign-up fee can also be paid online. `statusUrl` is the e-mail's private link, also handed to
   * the person who just created this registration so they can pay at once.
   */
  async register(
    input: RegistrationInput,
    origin: ConsentOrigin = { ip: null, userAgent: null },
  ): Promise<{
    member: Member;
    fee: { amount: number; discounted: boolean };
    onlinePayment: boolean;
    statusUrl: string;
  }> {
    const code = checkSellerCode(input.code);
    const slug = slugOf(code);
    const email = input.email.trim().toLowerCase();
    const pricing = await this.pricing.current();
    const discountCode = input.discountCode?.trim() || null;
    const fee = registrationFee(pricing, discountCode);
    const place = memberPlace(input.city, input.country);

    let statusUrl = '';
    const member = await this.tx.run(async () => {
      if (await this.members.existsByEmail(email))
        throw new ConflictError('Ya existe una cuenta con este email', 'email');
      if (await this.members.existsBySlug(slug))
        throw new ConflictError('Este código de vendedor ya está en uso', 'code');
      const sponsor = input.ref ? await this.findSponsor(input.ref) : null;
      const created = await this.members.create({
        username: slug,
        email,
        passwordHash: null,
        name: input.name.trim(),
        code,
        slug,
        whatsapp: input.whatsapp.trim(),
        ...place,
        photo: null,
        personalMessage: null,
        whatsappMessage: null,
        sellerProfileVideoUrl: null,
        // Registration does not ask: the page names them neutrally until they choose in 'Editar Perfil'.
        distributorTitle: 'neutro',
        socialLinks: {},
        showFAQ: true,
        showPrices: false,
        status: 'pending',
        role: 'user',
        // Only a code that earned the discount is kept, so the admin never sees a price the applicant did not get.
        discountCode: fee.discounted ? discountCode : null,
        sponsorId: sponsor?.id ?? null,
        approvedAt: null,
        paymentExpiresAt: null,
        termsAcceptedAt: new Date(),
        paymentProofUrl: null,
        paymentProofType: null,
        paymentProofAt: null,
      });
      await this.consents.acceptCurrent(created.id, origin);
      const paymentInstructions = pricing.paymentInstructions ?? this.config.paymentInstructions;
      if (!paymentInstructions)
        this.logger.warn('Sin datos de pago: configúralos en Precios (panel) o en PAYMENT_INSTRUCTIONS');
      statusUrl = await this.links.registration(created.id);
      await this.mailer.enqueue(
        registrationReceivedMail(created, fee, { ...this.config, paymentInstructions }, statusUrl),
      );
      await this.mailer.enqueue(newRegistrationAdminMail(created, this.config.adminEmail, sponsor, this.config));
      if (sponsor) await this.alerts.send(sponsor.id, newRecruitAlert(created));
      return created;
    });
    this.logger.log(`Nuevo registro pendiente: ${member.code} (${fee.discounted ? 'con' : 'sin'} descuento)`);
    return { member, fee, onlinePayment: !!this.config.onlinePayments, statusUrl };
  }

  /** An unknown or inactive referrer is ignored: the visitor must still be able to register. */
  private async findSponsor(ref: string): Promise<Member | null> {
    const sponsor = await this.members.findBySlug(ref.trim().toLowerCase());
    return sponsor && sponsor.role === 'user' && sponsor.status === 'approved' ? sponsor : null;
  }
}
