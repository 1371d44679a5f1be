import { Global, Injectable, Logger, Module } from '@nestjs/common';
import { MemberFiles } from '../../shared/domain/member-files.js';
import { StoredFiles } from '../../shared/domain/stored-files.js';

// Interim providers until the media context (uploads, storage adapters, file ownership) lands.
@Injectable()
class PendingMediaFiles {
  private readonly logger = new Logger('Media');
  async deleteAllOwnedBy(memberId: number): Promise<void> {
    this.logger.warn(`Archivos del usuario ${memberId}: el contexto de medios aún no los registra`);
  }
  async deleteByUrl(url: string | null | undefined): Promise<void> {
    if (url) this.logger.warn(`Archivo ${url}: el contexto de medios aún no borra archivos`);
  }
}

@Global()
@Module({
  providers: [PendingMediaFiles, { provide: MemberFiles, useExisting: PendingMediaFiles }, { provide: StoredFiles, useExisting: PendingMediaFiles }],
  exports: [MemberFiles, StoredFiles],
})
export class MediaModule {}
