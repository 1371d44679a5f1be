import { Column, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { LegalKind, LegalText } from '../../domain/legal-text.js';

@Entity('legal_texts')
export class LegalTextOrmEntity implements LegalText {
  @PrimaryGeneratedColumn() id: number;
  @Column('varchar', { length: 20 }) kind: LegalKind;
  @Column('varchar', { length: 200 }) title: string;
  @Column('text') body: string;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
