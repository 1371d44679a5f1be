import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { MarketingMaterial, MaterialKind } from '../../domain/marketing-material.js';

@Entity('marketing_materials')
export class MarketingMaterialOrmEntity implements MarketingMaterial {
  @PrimaryGeneratedColumn() id: number;
  @Column('varchar') title: string;
  @Column('varchar') kind: MaterialKind;
  @Column('varchar', { nullable: true }) fileUrl: string | null;
  @Column('text', { nullable: true }) caption: string | null;
  @Column('int', { nullable: true }) productId: number | null;
  @Column('varchar', { nullable: true }) campaign: string | null;
  @Column('int') order: number;
  @Column() active: boolean;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
