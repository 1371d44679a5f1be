import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { FaqEntry } from '../../domain/faq-entry.js';

@Entity('faq')
export class FaqOrmEntity implements FaqEntry {
  @PrimaryGeneratedColumn() id: number;
  @Column('text') question: string;
  @Column('text') answer: string;
  @Column('int') order: number;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
