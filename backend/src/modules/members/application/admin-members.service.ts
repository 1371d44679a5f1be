import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../../shared/domain/settings.js';
import type { AppConfig } from '../../../shared/domain/settings.js';
import { AccountDeletion } from '../../../shared/domain/account-deletion.js';
import { ConflictError, NotFoundError, ValidationError } from '../../../shared/domain/errors.js';
import { inIdOrder } from '../../../shared/domain/in-id-order.js';
import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import { Mailer } from '../../../shared/domain/mailer.js';
import { MemberFiles } from '../../../shared/domain/member-files.js';
import { PasswordHasher } from '../../../shared/domain/password-hasher.js';
import { TransactionRunner } from '../../../shared/domain/transaction-runner.js';
import type { Member } from '../domain/member.js';
import { MemberRepository, type MemberCounts, type MemberWithSponsor } from '../domain/member.repository.js';
import { memberPlace } from '../domain/member-place.js';
import { PageAnalytics } from '../domain/page-analytics.js';
import { BusinessDashboardReader, type BusinessFigures, type MonthlyFees } from '../domain/business-dashboard.js';
import { SignUpPricingSource } from '../domain/sign-up-pricing.js';
import { registrationFee } from '@multyhealth/rules';
import { MemberLinksService } from './member-links.service.js';
import { approvedMail, rejectedMail } from './member-mails.js';

export const MIN_PASSWORD = 6;

@Injectable()
export class AdminMembersService {
  private readonly logger = new Logger('Miembros');

  constructor(
    private readonly members: MemberRepository,
    private readonly analytics: PageAnalytics,
    private readonly passwords: PasswordHasher,
    private readonly mailer: Mailer,
    private readonly files: MemberFiles,
    private readonly tx: TransactionRunner,
    private readonly links: MemberLinksService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly business: BusinessDashboardReader,
    private readonly pricing: SignUpPricingSource,
    private readonly deletion: AccountDeletion,
  ) {}

  async overview(): Promise<{
    counts: MemberCounts;
    pending: Member[];
    registrationsPerWeek: { week: string; count: number }[];
    business: Omit<BusinessFigures, 'dueByMonth'> & { feesPerMonth: MonthlyFees[] };
  }> {
    const [counts, pending, registrationsPerWeek, { dueByMonth, ...business }, pricing] = await Promise.all([
      this.members.countDistributors(),
      this.members.findPending(10),
      this.members.registrationsPerWeek(8),
      this.business.figures(),
      this.pricing.current(),
    ]);
    // Each renewal is expected at today's price for the fee the member registered with (regular or discount).
    const feesPerMonth = dueByMonth.map(({ month, due }) => {
      const fees: MonthlyFees = { month, regularCount: 0, discountCount: 0, regularAmount: 0, discountAmount: 0 };
      for (const { discountCode, count } of due) {
        const fee = registrationFee(pricing, discountCode);
        if (fee.discounted) {
          fees.discountCount += count;
          fees.discountAmount += count * fee.amount;
        } else {
          fees.regularCount += count;
          fees.regularAmount += count * fee.amount;
        }
      }
      return fees;
    });
    return { counts, pending, registrationsPerWeek, business: { ...business, feesPerMonth } };
  }

  list(query: ListQuery): Promise<Page<MemberWithSponsor>> {
    return this.members.findPage(query);
  }

  /**
   * Every member matching the list's filter and sort, each exactly once: the ids first, then the rows a batch at a
   * time by id, so a large export never sits in memory at once.
   */
  async *listAll(query: ListQuery, batchSize = 1000): AsyncGenerator<MemberWithSponsor[]> {
    const ids = await this.members.findIds(query);
    yield* inIdOrder(ids, async (batch) => (await this.members.findPage({ filter: { id: batch } })).items, batchSize);
  }

  async get(id: number): Promise<MemberWithSponsor & { visitCount: number; whatsappClicks: number }> {
    const member = await this.members.findWithSponsor(id);
    if (!member || member.role !== 'user') throw new NotFoundError('Usuario no encontrado');
    const totals = await this.analytics.totals(id);
    return { ...member, visitCount: totals.visits, whatsappClicks: totals.whatsappClicks };
  }

  /**
   * Payment confirmed: the admin sets the first password; the subscription runs one year from now. One conditional
   * UPDATE decides the winner of concurrent approvals: only it writes its password and sends the welcome e-mail.
   */
  async approve(id: number, password: unknown): Promise<Member> {
    if (typeof password !== 'string' || !password.trim())
      throw new ValidationError('Debes ingresar una contraseña para el usuario', 'password');
    if (password.length < MIN_PASSWORD)
      throw new ValidationError('La contraseña debe tener al menos 6 caracteres', 'password');
    // Login refuses passwords over 200 characters: a longer one would lock the member out.
    if (password.length > 200)
      throw new ValidationError('La contraseña no puede tener más de 200 caracteres', 'password');
    const passwordHash = await this.passwords.hash(password);
    return this.tx.run(async () => {
      const approved = await this.members.approvePending(id, passwordHash);
      if (!approved) {
        await this.distributor(id);
        throw new ConflictError('Este usuario ya está aprobado');
      }
      await this.mailer.enqueue(approvedMail(approved, this.config, await this.links.welcome(id)));
      return approved;
    });
  }

  /** A rejected registration is removed (so the person may register again) and the applicant is told by e-mail, once. */
  async reject(id: number): Promise<Member> {
    const member = await this.tx.run(async () => {
      await this.links.keepRejected(id);
      const rejected = await this.members.deletePending(id);
      if (!rejected) {
        await this.distributor(id);
        throw new ConflictError('Solo se pueden rechazar registros pendientes');
      }
      await this.mailer.enqueue(rejectedMail(rejected, this.config));
      return rejected;
    });
    await this.tx.afterCommit(() => this.deleteFilesOf(id));
    return member;
  }

  /** The same deletion as the member's own (privacy context): personal data and files go, accounting stays. */
  async delete(id: number): Promise<Member> {
    const member = await this.distributor(id);
    await this.deletion.deleteAccount(id, { kind: 'admin' });
    return member;
  }

  private async deleteFilesOf(id: number): Promise<void> {
    try {
      await this.files.deleteAllOwnedBy(id);
    } catch (error) {
      this.logger.error(`No se pudieron borrar los archivos del usuario ${id}: ${(error as Error).message}`);
    }
  }

  /** Corrects a distributor's contact data; the e-mail stays unique (the login name), the country one of the list. */
  async edit(
    id: number,
    changes: { name: string; email: string; whatsapp: string; city: string; country: string },
  ): Promise<MemberWithSponsor> {
    const email = changes.email.trim().toLowerCase();
    await this.tx.run(async () => {
      const member = await this.distributor(id);
      if (email !== member.email && (await this.members.existsByEmail(email)))
        throw new ConflictError('Ya existe una cuenta con este email', 'email');
      await this.members.update(id, { ...changes, ...memberPlace(changes.city, changes.country, member), email });
    });
    return (await this.members.findWithSponsor(id))!;
  }

  private async distributor(id: number): Promise<Member> {
    const member = await this.members.findById(id);
    if (!member || member.role !== 'user') throw new NotFoundError('Usuario no encontrado');
    return member;
  }
}
