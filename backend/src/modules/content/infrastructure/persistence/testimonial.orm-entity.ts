import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Testimonial } from '../../domain/testimonial.js';

@Entity('testimonials')
export class TestimonialOrmEntity implements Testimonial {
  @PrimaryGeneratedColumn() id: number;
  @Column() name: string;
  @Column() city: string;
  @Column('varchar', { nullable: true }) videoUrl: string | null;
  @Column('varchar', { nullable: true }) photo: string | null;
  @Column('text') message: string;
  @Column('smallint') rating: number;
  @Column('int', { nullable: true }) userId: number | null;
  @Column() isGlobal: boolean;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
