import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { FaqEntry } from '../../domain/faq-entry.js';

@Entity('faq')
export class FaqOrmEntity implements FaqEntry {
  @PrimaryGeneratedColumn() id: number;
  @Column('text') question: string;
  @Column('text') answer: string;
  @Column('int') order: number;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
