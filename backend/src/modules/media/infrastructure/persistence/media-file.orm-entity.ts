import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { MediaKind } from '../../domain/media-file.js';

@Entity('media_files')
export class MediaFileOrmEntity {
  @PrimaryColumn('uuid') id: string;
  @Column() key: string;
  @Column() url: string;
  @Column('varchar') kind: MediaKind;
  @Column() contentType: string;
  @Column('int') size: number;
  @Column('int') ownerId: number;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
}
