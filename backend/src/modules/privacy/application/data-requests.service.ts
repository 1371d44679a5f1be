import { Inject, Injectable } from '@nestjs/common';
import { AddressRequests } from '../../../shared/domain/address-requests.js';
import { AuditLog } from '../../../shared/domain/audit-log.js';
import { ConflictError, NotFoundError } from '../../../shared/domain/errors.js';
import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import { Mailer } from '../../../shared/domain/mailer.js';
import { APP_CONFIG, type AppConfig } from '../../../shared/domain/settings.js';
import { TransactionRunner } from '../../../shared/domain/transaction-runner.js';
import { businessDaysLeft, colombianDate, HolidayCalendar } from '../domain/business-days.js';
import { dueDateOf, isOverdue, type DataRequest, type DataRequestType } from '../domain/data-request.js';
import { DataRequestRepository } from '../domain/data-request.repository.js';
import { MemberAccounts } from '../domain/member-accounts.js';
import { inIdOrder } from '../../../shared/domain/in-id-order.js';
import { requestAnsweredMail, requestNoticeMail, requestReceivedMail } from './data-request-mails.js';

export type DataRequestView = DataRequest & {
  overdue: boolean;
  /** Business days from today to the due date, both counted; 0 once it has passed or when answered. */
  businessDaysLeft: number;
  /** The distributor whose account has the request's e-mail, if any. */
  memberId: number | null;
};

/**
 * The data-request desk (Ley 1581 de 2012, arts. 14 and 15): anyone files a consulta, reclamo or supresión; the
 * requester gets a confirmation with the due date; the administrator answers once and the answer is e-mailed.
 */
@Injectable()
export class DataRequestsService {
  constructor(
    private readonly requests: DataRequestRepository,
    private readonly calendar: HolidayCalendar,
    private readonly mailer: Mailer,
    private readonly audit: AuditLog,
    private readonly addresses: AddressRequests,
    private readonly tx: TransactionRunner,
    private readonly members: MemberAccounts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async submit(
    input: { name: string; email: string; type: DataRequestType; message: string },
    ip: string | null,
  ): Promise<DataRequestView> {
    const email = input.email.trim().toLowerCase();
    // Each request mails the typed address: a budget per address keeps anyone from flooding a mailbox with it.
    await this.addresses.consume(email);
    const dueDate = dueDateOf(input.type, colombianDate(new Date()), this.calendar);
    const created = await this.tx.run(async () => {
      const request = await this.requests.create({ ...input, email, dueDate });
      await this.mailer.enqueue(requestReceivedMail(request));
      await this.mailer.enqueue(requestNoticeMail(request, this.config.adminEmail));
      // Filed by someone without an account: the trail names the public form, never the requester.
      await this.audit.record({
        adminId: 0,
        adminEmail: 'formulario público',
        action: 'data_request.create',
        targetType: 'data_request',
        targetId: String(request.id),
        summary: `Solicitud de tipo ${request.type} recibida; vence el ${request.dueDate}`,
        ip,
      });
      return request;
    });
    return (await this.views([created]))[0];
  }

  async list(query: ListQuery): Promise<Page<DataRequestView>> {
    const page = await this.requests.findPage(query, this.today());
    return { ...page, items: await this.views(page.items) };
  }

  /** Every request of the filter, in the list's order, each exactly once (the CSV export). */
  async *listAll(query: ListQuery): AsyncGenerator<DataRequestView[]> {
    const today = this.today();
    const ids = await this.requests.findIds(query, today);
    const batches = inIdOrder(
      ids,
      async (batch) => (await this.requests.findPage({ filter: { id: batch } }, today)).items,
    );
    for await (const batch of batches) yield await this.views(batch);
  }

  async get(id: number): Promise<DataRequestView> {
    const request = await this.requests.findById(id);
    if (!request) throw new NotFoundError(DataRequestRepository.notFound);
    return (await this.views([request]))[0];
  }

  /** Once: a second answer (or two at once) gets 409 and sends nothing. */
  async answer(id: number, answer: string): Promise<DataRequestView> {
    return this.tx.run(async () => {
      const answered = await this.requests.answer(id, answer);
      if (!answered) {
        await this.get(id);
        throw new ConflictError('Esta solicitud ya fue respondida');
      }
      await this.mailer.enqueue(requestAnsweredMail(answered));
      return (await this.views([answered]))[0];
    });
  }

  private today(): string {
    return colombianDate(new Date());
  }

  private async views(requests: DataRequest[]): Promise<DataRequestView[]> {
    const today = this.today();
    const members = await this.members.idsByEmail(requests.map((r) => r.email));
    return requests.map((request) => ({
      ...request,
      overdue: isOverdue(request, today),
      businessDaysLeft: request.status === 'pendiente' ? businessDaysLeft(today, request.dueDate, this.calendar) : 0,
      memberId: members.get(request.email.toLowerCase()) ?? null,
    }));
  }
}
