import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { GalleryImage } from '../../domain/gallery-image.js';

@Entity('gallery_images')
export class GalleryImageOrmEntity implements GalleryImage {
  @PrimaryGeneratedColumn() id: number;
  @Column('int') userId: number;
  @Column() imageUrl: string;
  @Column() title: string;
  @Column('text') description: string;
  @Column() isActive: boolean;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
