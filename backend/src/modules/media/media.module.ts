import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../../shared/domain/settings.js';
import { APP_CONFIG } from '../../shared/domain/settings.js';
import { MemberFiles } from '../../shared/domain/member-files.js';
import { PrivateDocuments } from '../../shared/domain/private-documents.js';
import { StoredFiles } from '../../shared/domain/stored-files.js';
import { FilesCleanupService } from './application/files-cleanup.service.js';
import { ImageMigrationService } from './application/image-migration.service.js';
import { MediaFilesService } from './application/media-files.service.js';
import { PrivateDocumentsService } from './application/private-documents.service.js';
import { StorageLocator } from './application/storage-locator.js';
import { UploadService } from './application/upload.service.js';
import { FileReferences } from './domain/file-references.js';
import { FileSniffer } from './domain/file-sniffer.js';
import { FileStorage, LocalStorage } from './domain/file-storage.js';
import { ImageOptimizer } from './domain/image-optimizer.js';
import { MediaFileRepository } from './domain/media-file.repository.js';
import { AdminMediaController } from './infrastructure/http/admin-media.controller.js';
import { UploadController } from './infrastructure/http/upload.controller.js';
import { FileTypeSniffer } from './infrastructure/imaging/file-type-sniffer.js';
import { SharpImageOptimizer } from './infrastructure/imaging/sharp-image-optimizer.js';
import { MediaFileOrmEntity } from './infrastructure/persistence/media-file.orm-entity.js';
import { SqlFileReferences } from './infrastructure/persistence/sql-file-references.js';
import { TypeOrmMediaFileRepository } from './infrastructure/persistence/typeorm-media-file.repository.js';
import { LocalFileStorage } from './infrastructure/storage/local-file-storage.js';
import { S3FileStorage } from './infrastructure/storage/s3-file-storage.js';
import { OrphanFilesJob } from './infrastructure/orphan-files.job.js';

export { serveUploads } from './infrastructure/http/serve-uploads.js';

/**
 * Global for the ports other contexts use: StoredFiles (release a record's file), MemberFiles (a deleted member's
 * files) and PrivateDocuments (payment proofs).
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([MediaFileOrmEntity])],
  controllers: [UploadController, AdminMediaController],
  providers: [
    {
      provide: LocalStorage,
      useFactory: (config: AppConfig) => new LocalFileStorage(config.dataDir, config.publicUrl),
      inject: [APP_CONFIG],
    },
    {
      provide: FileStorage,
      useFactory: (config: AppConfig, local: LocalStorage) =>
        config.media.s3 ? new S3FileStorage(config.media.s3) : local,
      inject: [APP_CONFIG, LocalStorage],
    },
    { provide: MediaFileRepository, useClass: TypeOrmMediaFileRepository },
    { provide: FileReferences, useClass: SqlFileReferences },
    { provide: FileSniffer, useClass: FileTypeSniffer },
    { provide: ImageOptimizer, useClass: SharpImageOptimizer },
    StorageLocator,
    UploadService,
    MediaFilesService,
    FilesCleanupService,
    ImageMigrationService,
    OrphanFilesJob,
    { provide: StoredFiles, useExisting: MediaFilesService },
    { provide: MemberFiles, useExisting: MediaFilesService },
    { provide: PrivateDocuments, useClass: PrivateDocumentsService },
  ],
  exports: [StoredFiles, MemberFiles, PrivateDocuments],
})
export class MediaModule {}
