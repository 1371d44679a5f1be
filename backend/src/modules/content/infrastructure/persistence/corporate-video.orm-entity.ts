import { Column, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('corporate_video')
export class CorporateVideoOrmEntity {
  @PrimaryGeneratedColumn() id: number;
  @Column() title: string;
  @Column('text') description: string;
  @Column('varchar', { nullable: true }) videoUrl: string | null;
  @Column('varchar', { nullable: true }) thumbnailUrl: string | null;
  @Column() active: boolean;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
