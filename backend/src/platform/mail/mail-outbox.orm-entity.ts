import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('mail_outbox')
export class MailOutboxOrmEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column() to: string;
  @Column() subject: string;
  @Column('text') html: string;
  @Column('text') text: string;
  @Column() status: 'pending' | 'sent' | 'failed';
  @Column() attempts: number;
  @Column('timestamptz') nextAttemptAt: Date;
  @Column('text', { nullable: true }) lastError: string | null;
  @Column('timestamptz') createdAt: Date;
  @Column('timestamptz', { nullable: true }) sentAt: Date | null;
}
