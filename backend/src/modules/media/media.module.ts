import { Global, Injectable, Logger, Module } from '@nestjs/common';
import { MemberFiles } from '../../shared/domain/member-files.js';

// Interim: replaced by the media context (uploads, storage adapters, file ownership).
@Injectable()
class PendingMemberFiles extends MemberFiles {
  async deleteAllOwnedBy(memberId: number): Promise<void> {
    new Logger('Media').warn(`Archivos del usuario ${memberId}: el contexto de medios aún no los registra`);
  }
}

@Global()
@Module({ providers: [{ provide: MemberFiles, useClass: PendingMemberFiles }], exports: [MemberFiles] })
export class MediaModule {}
