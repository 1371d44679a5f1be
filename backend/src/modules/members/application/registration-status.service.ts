import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../../shared/domain/settings.js';
import type { AppConfig } from '../../../shared/domain/settings.js';
import { ConflictError, NotFoundError } from '../../../shared/domain/errors.js';
import { Mailer } from '../../../shared/domain/mailer.js';
import { PrivateDocuments } from '../../../shared/domain/private-documents.js';
import { StoredFiles } from '../../../shared/domain/stored-files.js';
import { TransactionRunner } from '../../../shared/domain/transaction-runner.js';
import { SignUpPricingSource } from '../domain/sign-up-pricing.js';
import { registrationFee } from '@multyhealth/rules';
import type { Member } from '../domain/member.js';
import { registrationStatus, type RegistrationStatus } from '../domain/member-token.js';
import { MemberTokenRepository } from '../domain/member-token.repository.js';
import { MemberRepository } from '../domain/member.repository.js';
import { RegistrationPayments, type OnlinePaymentSummary } from '../domain/registration-payments.js';
import { proofReceivedAdminMail } from './account-mails.js';
import { hashToken } from './one-time-token.js';

/** A proof replaced within this time (a wrong file corrected) does not e-mail the admin again. */
const RENOTIFY_AFTER_MS = 60 * 60 * 1000;

function notifyAdmin(previousProofAt: Date | null, now = Date.now()): boolean {
  return !previousProofAt || now - previousProofAt.getTime() > RENOTIFY_AFTER_MS;
}

export const UNKNOWN_REGISTRATION = 'Registro no encontrado. Revisa el enlace de tu correo.';

/** What the applicant's private page shows; a rejected registration keeps only its status. */
export interface RegistrationView {
  name: string | null;
  email: string | null;
  status: RegistrationStatus;
  fee: { amount: number; discounted: boolean } | null;
  proofUploaded: boolean;
  paymentInstructions: string | null;
  /** Present only while online payment is configured: it is offered, and the latest attempt (null: none yet). */
  onlinePayment?: boolean;
  payment?: OnlinePaymentSummary | null;
}

/** The applicant's status page, reached by the private link of the payment-instructions e-mail. */
@Injectable()
export class RegistrationStatusService {
  private readonly logger = new Logger('Registro');

  constructor(
    private readonly tokens: MemberTokenRepository,
    private readonly members: MemberRepository,
    private readonly pricing: SignUpPricingSource,
    private readonly documents: PrivateDocuments,
    private readonly files: StoredFiles,
    private readonly mailer: Mailer,
    private readonly tx: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly onlinePayments: RegistrationPayments,
  ) {}

  /**
   * `transactionId`: the applicant is back from the online checkout; the gateway is asked about it (a few seconds at
   * most) and its answer applied before the page is read, so an approval shows at once even if its event is late.
   */
  async view(token: string, transactionId?: string): Promise<RegistrationView> {
    let member = await this.find(token);
    if (member && transactionId && this.onlinePayments.enabled) {
      await this.onlinePayments.confirm(member.id, transactionId);
      member = await this.find(token);
    }
    if (!member)
      return {
        name: null,
        email: null,
        status: 'rejected',
        fee: null,
        proofUploaded: false,
        paymentInstructions: null,
      };
    const pricing = await this.pricing.current();
    const fee = registrationFee(pricing, member.discountCode);
    return {
      name: member.name,
      email: member.email,
      status: registrationStatus(member),
      fee,
      proofUploaded: !!member.paymentProofUrl,
      // The administrator's text beside the prices wins over the server's PAYMENT_INSTRUCTIONS, as in the e-mail.
      paymentInstructions:
        member.status === 'pending' ? (pricing.paymentInstructions ?? this.config.paymentInstructions) : null,
      ...(this.onlinePayments.enabled
        ? { onlinePayment: member.status === 'pending', payment: await this.onlinePayments.latest(member.id) }
        : {}),
    };
  }

  /** 404 for an unknown link, 409 once the registration is no longer pending; answers before the file is read. */
  async assertAcceptsProof(token: string): Promise<Member> {
    const member = await this.find(token);
    if (!member || member.status !== 'pending') throw new ConflictError('Tu registro ya no está pendiente de pago');
    return member;
  }

  /**
   * A new proof replaces the previous one (deleted once the new one is recorded). The admin is told by e-mail, once
   * an hour at most per registration, so replacing a wrong file does not flood the admin's mailbox.
   */
  async uploadProof(token: string, data: Uint8Array | undefined): Promise<RegistrationView> {
    const member = await this.assertAcceptsProof(token);
    const proof = await this.documents.store(data, member.id);
    let previous: string | null;
    try {
      previous = await this.tx.run(async () => {
        const replaced = await this.members.replacePaymentProof(member.id, proof);
        if (replaced === undefined) throw new ConflictError('Tu registro ya no está pendiente de pago');
        if (notifyAdmin(member.paymentProofAt))
          await this.mailer.enqueue(proofReceivedAdminMail(member, this.config.adminEmail, this.config.publicUrl));
        return replaced;
      });
    } catch (error) {
      await this.files.deleteByUrl(proof.url);
      throw error;
    }
    if (previous) await this.files.deleteByUrl(previous);
    this.logger.log(`Comprobante de pago recibido: ${member.code}`);
    return this.view(token);
  }

  /** For the admin: a distributor's proof as stored, with a download name; 404 when there is none. */
  async proofOf(memberId: number): Promise<{ data: Uint8Array; contentType: string; fileName: string }> {
    const member = await this.members.findById(memberId);
    if (!member || member.role !== 'user') throw new NotFoundError('Usuario no encontrado');
    if (!member.paymentProofUrl) throw new NotFoundError('Este usuario no ha enviado comprobante de pago');
    const data = await this.documents.read(member.paymentProofUrl);
    if (!data)
      throw new NotFoundError(
        'El comprobante se recibió, pero su archivo ya no está en el servidor: pide al distribuidor que lo envíe de nuevo',
      );
    const contentType = member.paymentProofType ?? 'application/octet-stream';
    const extension = contentType === 'application/pdf' ? 'pdf' : 'webp';
    return { data, contentType, fileName: `comprobante-${member.code}.${extension}` };
  }

  /** The member behind a link, null for a rejected registration's tombstone; 404 for anything else. */
  private async find(token: string): Promise<Member | null> {
    const link = await this.tokens.findRegistrationLink(hashToken(token));
    if (!link) throw new NotFoundError(UNKNOWN_REGISTRATION);
    if (link.memberId === null) return null;
    const member = await this.members.findById(link.memberId);
    if (!member) throw new NotFoundError(UNKNOWN_REGISTRATION);
    return member;
  }
}
