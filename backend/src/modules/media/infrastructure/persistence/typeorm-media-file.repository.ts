import { Injectable } from '@nestjs/common';
import { Transactions } from '../../../../platform/database/transactions.js';
import type { MediaFile } from '../../domain/media-file.js';
import { MediaFileRepository } from '../../domain/media-file.repository.js';
import { MediaFileOrmEntity } from './media-file.orm-entity.js';

@Injectable()
export class TypeOrmMediaFileRepository extends MediaFileRepository {
  constructor(private readonly tx: Transactions) {
    super();
  }

  private get rows() {
    return this.tx.repo(MediaFileOrmEntity);
  }

  async create(file: Omit<MediaFile, 'createdAt'>): Promise<MediaFile> {
    return { ...(await this.rows.save(this.rows.create(file))) };
  }

  findById(id: string): Promise<MediaFile | null> {
    return this.rows.findOneBy({ id });
  }

  findByUrl(url: string): Promise<MediaFile | null> {
    return this.rows.findOneBy({ url });
  }

  findByKey(key: string): Promise<MediaFile | null> {
    return this.rows.findOneBy({ key });
  }

  findByOwner(ownerId: number): Promise<MediaFile[]> {
    return this.rows.find({ where: { ownerId }, order: { createdAt: 'ASC' } });
  }

  findAll(): Promise<MediaFile[]> {
    return this.rows.find({ order: { createdAt: 'ASC' } });
  }

  async changeUrl(id: string, url: string): Promise<void> {
    await this.rows.update({ id }, { url });
  }

  async delete(id: string): Promise<void> {
    await this.rows.delete({ id });
  }

  async deleteByUrl(url: string): Promise<void> {
    await this.rows.delete({ url });
  }
}
