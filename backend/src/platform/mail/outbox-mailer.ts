import { Injectable } from '@nestjs/common';
import { Mailer, type MailMessage } from '../../shared/domain/mailer.js';
import { Transactions } from '../database/transactions.js';
import { MailOutboxOrmEntity } from './mail-outbox.orm-entity.js';
import { OutboxDispatcher } from './outbox-dispatcher.js';

@Injectable()
export class OutboxMailer extends Mailer {
  constructor(
    private readonly tx: Transactions,
    private readonly dispatcher: OutboxDispatcher,
  ) {
    super();
  }

  async enqueue(message: MailMessage): Promise<void> {
    await this.tx.repo(MailOutboxOrmEntity).insert({ ...message, status: 'pending', attempts: 0 });
    this.dispatcher.soon();
  }
}
