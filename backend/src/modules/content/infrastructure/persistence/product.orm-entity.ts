import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Product, ProductType } from '../../domain/product.js';

@Entity('products')
export class ProductOrmEntity implements Product {
  @PrimaryGeneratedColumn() id: number;
  @Column() name: string;
  @Column('text') description: string;
  @Column('varchar', { nullable: true }) image: string | null;
  @Column('text', { nullable: true }) benefits: string | null;
  @Column('int', { nullable: true }) price: number | null;
  @Column('int', { nullable: true }) minPrice: number | null;
  @Column('varchar') type: ProductType;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
