import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { FeatureProductType, ProductFeature } from '../../domain/product-feature.js';

@Entity('product_features')
export class ProductFeatureOrmEntity implements ProductFeature {
  @PrimaryGeneratedColumn() id: number;
  @Column('varchar') productType: FeatureProductType;
  @Column() title: string;
  @Column('text') description: string;
  @Column('jsonb') benefits: string[];
  @Column('jsonb') ingredients: string[];
  @Column('varchar', { nullable: true }) imageUrl: string | null;
  @Column('varchar', { nullable: true }) videoUrl: string | null;
  @Column('varchar', { nullable: true }) videoTitle: string | null;
  @Column('int') order: number;
  @Column() active: boolean;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
