import { Inject, Injectable } from '@nestjs/common';
import { AddressRequests } from '../../../shared/domain/address-requests.js';
import { AuditLog } from '../../../shared/domain/audit-log.js';
import { ConflictError, NotFoundError } from '../../../shared/domain/errors.js';
import type { ListQuery, Page } from '../../../shared/domain/list-query.js';
import { Mailer } from '../../../shared/domain/mailer.js';
import { APP_CONFIG, type AppConfig } from '../../../shared/domain/settings.js';
import { TransactionRunner } from '../../../shared/domain/transaction-runner.js';
import { colombianDate, HolidayCalendar } from '../domain/business-days.js';
import { dueDateOf, isOverdue, type DataRequest, type DataRequestType } from '../domain/data-request.js';
import { DataRequestRepository } from '../domain/data-request.repository.js';
import { requestAnsweredMail, requestNoticeMail, requestReceivedMail } from './data-request-mails.js';

export type DataRequestView = DataRequest & { overdue: boolean };

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
    return this.view(created);
  }

  async list(query: ListQuery): Promise<Page<DataRequestView>> {
    const page = await this.requests.findPage(query, this.today());
    return { ...page, items: page.items.map((r) => this.view(r)) };
  }

  async get(id: number): Promise<DataRequestView> {
    const request = await this.requests.findById(id);
    if (!request) throw new NotFoundError(DataRequestRepository.notFound);
    return this.view(request);
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
      return this.view(answered);
    });
  }

  private today(): string {
    return colombianDate(new Date());
  }

  private view(request: DataRequest): DataRequestView {
    return { ...request, overdue: isOverdue(request, this.today()) };
  }
}
