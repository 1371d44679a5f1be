import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { TeamImage } from '../../domain/team-image.js';

@Entity('team_images')
export class TeamImageOrmEntity implements TeamImage {
  @PrimaryGeneratedColumn() id: number;
  @Column() imageUrl: string;
  @Column('varchar', { nullable: true }) title: string | null;
  @Column('text', { nullable: true }) description: string | null;
  @Column('int') order: number;
  @Column() isActive: boolean;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
