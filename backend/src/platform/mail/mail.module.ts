import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Mailer } from '../../shared/domain/mailer.js';
import { MailOutboxOrmEntity } from './mail-outbox.orm-entity.js';
import { OutboxDispatcher } from './outbox-dispatcher.js';
import { OutboxMailer } from './outbox-mailer.js';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([MailOutboxOrmEntity])],
  providers: [OutboxDispatcher, { provide: Mailer, useClass: OutboxMailer }],
  exports: [Mailer, OutboxDispatcher],
})
export class MailModule {}
