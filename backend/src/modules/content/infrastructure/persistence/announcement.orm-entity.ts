import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Announcement, TargetType } from '../../domain/announcement.js';

@Entity('announcements')
export class AnnouncementOrmEntity implements Announcement {
  @PrimaryGeneratedColumn() id: number;
  @Column() title: string;
  @Column('text') description: string;
  @Column('varchar', { nullable: true }) image: string | null;
  @Column('varchar', { nullable: true }) videoUrl: string | null;
  @Column('int') order: number;
  @Column() active: boolean;
  @Column('varchar') targetType: TargetType;
  @Column('varchar', { nullable: true }) targetCity: string | null;
  @Column('varchar', { nullable: true }) targetCountry: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
