import { Injectable, Logger } from '@nestjs/common';
import { ValidationError } from '../../../shared/domain/errors.js';
import { FileReferences, type MigrationGroup } from '../domain/file-references.js';
import { FileSniffer } from '../domain/file-sniffer.js';
import { MediaFileRepository } from '../domain/media-file.repository.js';
import { MESSAGES } from '../domain/upload-rules.js';
import { StorageLocator } from './storage-locator.js';

export interface MigrationCounts {
  success: number;
  failed: number;
  skipped: number;
}

export type MigrationResults = Record<MigrationGroup, MigrationCounts>;

const GROUPS: MigrationGroup[] = ['users', 'gallery', 'announcements'];

/**
 * Copies locally stored images (user photos, gallery, announcement images) to the cloud store. Per file: copy,
 * verify the size in the cloud, rewrite the URL, and only at the end delete the local file once nothing points
 * to it any more. Anything not on local disk (already migrated, external, /images/…) is skipped, so a second run
 * changes nothing, and an interrupted run resumes without copying twice.
 */
@Injectable()
export class ImageMigrationService {
  private readonly logger = new Logger('Media');

  constructor(
    private readonly storages: StorageLocator,
    private readonly references: FileReferences,
    private readonly files: MediaFileRepository,
    private readonly sniffer: FileSniffer,
  ) {}

  /** Whether a migration can run: only with a cloud image store configured (MEDIA_STORAGE=s3). */
  availability(): { available: boolean; reason: string | null } {
    const available = this.storages.cloudConfigured;
    return { available, reason: available ? null : MESSAGES.cloudNotConfigured };
  }

  async migrateAll(): Promise<MigrationResults> {
    if (!this.storages.cloudConfigured) throw new ValidationError(MESSAGES.cloudNotConfigured);
    const copied = new Map<string, Promise<string>>();
    const replaced = new Map<string, Set<string>>();
    const results = {} as MigrationResults;
    for (const group of GROUPS) {
      const counts: MigrationCounts = { success: 0, failed: 0, skipped: 0 };
      for (const ref of await this.references.findForMigration(group)) {
        const key = this.storages.local.keyOf(ref.url);
        if (!key) {
          counts.skipped++;
          continue;
        }
        if (!copied.has(key)) copied.set(key, this.copy(key));
        try {
          const moved = await this.references.rewrite(ref, await copied.get(key)!);
          counts[moved ? 'success' : 'skipped']++;
          if (moved) replaced.set(key, (replaced.get(key) ?? new Set()).add(ref.url));
        } catch (error) {
          counts.failed++;
          this.logger.error(
            `Migración de ${ref.table}.${ref.column} #${ref.rowId} (${ref.url}) falló: ${(error as Error).message}`,
          );
        }
      }
      results[group] = counts;
    }
    await this.removeLocalCopies(replaced);
    return results;
  }

  private async copy(key: string): Promise<string> {
    const { local, primary } = this.storages;
    const size = await local.sizeOf(key);
    if (size === null) throw new Error('el archivo local no existe');
    if ((await primary.sizeOf(key)) !== size) {
      const path = local.pathOf(key);
      await primary.putFile(key, path, (await this.sniffer.fromFile(path)) ?? 'application/octet-stream');
      const stored = await primary.sizeOf(key);
      if (stored !== size)
        throw new Error(`verificación fallida: ${stored ?? 'nada'} bytes en la nube, ${size} en disco`);
    }
    const url = primary.urlOf(key);
    const record = await this.files.findByKey(key);
    if (record && record.url !== url) await this.files.changeUrl(record.id, url);
    return url;
  }

  private async removeLocalCopies(replaced: Map<string, Set<string>>): Promise<void> {
    for (const [key, oldUrls] of replaced) {
      const urls = new Set([...oldUrls, this.storages.local.urlOf(key)]);
      let stillUsed = false;
      for (const url of urls) stillUsed ||= await this.references.isReferenced(url);
      if (stillUsed) continue;
      await this.storages.local
        .delete(key)
        .catch((error: Error) => this.logger.warn(`No se pudo borrar la copia local ${key}: ${error.message}`));
    }
  }
}
