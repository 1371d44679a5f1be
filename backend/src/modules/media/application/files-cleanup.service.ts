import { Injectable, Logger } from '@nestjs/common';
import { FileReferences, REFERENCE_COLUMNS } from '../domain/file-references.js';
import { variantOf } from '../domain/image-variants.js';
import type { MediaFile } from '../domain/media-file.js';
import { MediaFileRepository } from '../domain/media-file.repository.js';
import { StorageLocator } from './storage-locator.js';

/** An upload waits for its form to be saved; younger unreferenced files are left alone. */
export const UNREFERENCED_GRACE_MS = 60 * 60 * 1000;

export interface CleanupReport {
  /** Links to a missing file that were emptied (the record stays). */
  clearedLinks: number;
  /** Gallery and team images deleted because their image file is missing. */
  deletedImages: number;
  /** Stored files nothing used, deleted. */
  unusedFiles: number;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The admin's toast: what was removed, per kind, with Spanish plurals. */
export function cleanupSummary({ clearedLinks, deletedImages, unusedFiles }: CleanupReport): string {
  const total = clearedLinks + deletedImages + unusedFiles;
  if (!total) return 'No se encontraron archivos rotos ni sin uso';
  const parts = [
    clearedLinks &&
      count(clearedLinks, 'enlace a un archivo inexistente vaciado', 'enlaces a archivos inexistentes vaciados'),
    deletedImages &&
      count(
        deletedImages,
        'imagen de galería o del equipo sin archivo eliminada',
        'imágenes de galería o del equipo sin archivo eliminadas',
      ),
    unusedFiles && count(unusedFiles, 'archivo sin uso borrado', 'archivos sin uso borrados'),
  ].filter(Boolean) as string[];
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}` : parts[0];
  return `${total === 1 ? 'Se limpió 1 elemento' : `Se limpiaron ${total} elementos`}: ${list}`;
}

/**
 * (1) References to our storage whose file is gone are cleared (column set to NULL, or the row deleted where the
 * image is the row itself: gallery_images, team_images). (2) Stored files nothing references, older than an hour,
 * are deleted with their record. External URLs and shipped /images/… are never touched; a file whose existence
 * cannot be checked (store unreachable) counts as present.
 */
@Injectable()
export class FilesCleanupService {
  private readonly logger = new Logger('Media');

  constructor(
    private readonly storages: StorageLocator,
    private readonly references: FileReferences,
    private readonly files: MediaFileRepository,
  ) {}

  async cleanup(now = new Date()): Promise<CleanupReport> {
    const { referenced, clearedLinks, deletedImages } = await this.clearBrokenReferences();
    const unusedFiles = await this.deleteUnused(referenced, now.getTime() - UNREFERENCED_GRACE_MS);
    this.logger.log(
      `Limpieza: ${clearedLinks} enlaces vaciados, ${deletedImages} imágenes eliminadas, ${unusedFiles} archivos sin uso`,
    );
    return { clearedLinks, deletedImages, unusedFiles };
  }

  /**
   * The automatic part, run by the orphan job: deletes stored files no column references that are older than
   * `graceMs` (an upload whose form is still open is younger). Broken references are left to the admin's cleanup.
   */
  async deleteOrphans(graceMs: number, now = new Date()): Promise<number> {
    const referenced = new Set<string>();
    for (const ref of await this.references.findAll(this.storages.urlPrefixes())) {
      const located = this.storages.locate(ref.url);
      if (located) referenced.add(`${located.storage.name}:${located.key}`);
    }
    const deleted = await this.deleteUnused(referenced, now.getTime() - graceMs);
    if (deleted) this.logger.log(`Archivos sin uso borrados automáticamente: ${deleted}`);
    return deleted;
  }

  private async clearBrokenReferences(): Promise<{
    referenced: Set<string>;
    clearedLinks: number;
    deletedImages: number;
  }> {
    const referenced = new Set<string>();
    const exists = new Map<string, boolean>();
    let clearedLinks = 0;
    let deletedImages = 0;
    for (const ref of await this.references.findAll(this.storages.urlPrefixes())) {
      const located = this.storages.locate(ref.url);
      if (!located) continue;
      const id = `${located.storage.name}:${located.key}`;
      if (!exists.has(id)) exists.set(id, await this.present(located.storage.sizeOf(located.key), ref.url));
      if (exists.get(id)) referenced.add(id);
      else if (await this.references.clear(ref)) {
        const rule = REFERENCE_COLUMNS.find((c) => c.table === ref.table && c.column === ref.column);
        if (rule?.whenMissing === 'delete-row') deletedImages++;
        else clearedLinks++;
      }
    }
    return { referenced, clearedLinks, deletedImages };
  }

  private async deleteUnused(referenced: Set<string>, cutoff: number): Promise<number> {
    const records = new Map<string, MediaFile>((await this.files.findAll()).map((file) => [file.url, file]));
    const seen = new Set<string>();
    let deleted = 0;
    for (const storage of this.storages.all) {
      for await (const object of storage.list()) {
        const url = storage.urlOf(object.key);
        const record = records.get(url);
        seen.add(url);
        // A variant lives and dies with its image: kept while the image is used, deleted with it otherwise.
        const owner = variantOf(object.key)?.image ?? object.key;
        if (referenced.has(`${storage.name}:${owner}`)) continue;
        if ((records.get(storage.urlOf(owner))?.createdAt ?? object.modifiedAt).getTime() > cutoff) continue;
        await storage.delete(object.key);
        if (record) await this.files.delete(record.id);
        if (owner === object.key) deleted++;
      }
    }
    // Records whose object vanished outside the application are only bookkeeping: drop them quietly.
    for (const [url, record] of records) if (!seen.has(url)) await this.files.delete(record.id);
    return deleted;
  }

  private async present(size: Promise<number | null>, url: string): Promise<boolean> {
    try {
      return (await size) !== null;
    } catch (error) {
      this.logger.warn(`No se pudo comprobar ${url}; se conserva: ${(error as Error).message}`);
      return true;
    }
  }
}
