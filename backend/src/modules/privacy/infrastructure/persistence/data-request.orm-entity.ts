import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { DataRequest, DataRequestStatus, DataRequestType } from '../../domain/data-request.js';

@Entity('data_requests')
export class DataRequestOrmEntity implements DataRequest {
  @PrimaryGeneratedColumn() id: number;
  @Column('varchar', { length: 120 }) name: string;
  @Column('varchar', { length: 254 }) email: string;
  @Column('varchar', { length: 20 }) type: DataRequestType;
  @Column('text') message: string;
  @Column('varchar', { length: 20 }) status: DataRequestStatus;
  @Column('date') dueDate: string;
  @Column('text', { nullable: true }) answer: string | null;
  @Column('timestamptz', { nullable: true }) answeredAt: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
