import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('audit_log')
export class AuditEntryOrmEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column('timestamptz') at: Date;
  @Column() adminId: number;
  @Column() adminEmail: string;
  @Column() action: string;
  @Column() targetType: string;
  @Column('varchar', { nullable: true }) targetId: string | null;
  @Column() summary: string;
  @Column('varchar', { nullable: true }) ip: string | null;
}
