import type { PendingUsage } from './upload-rules.js';

/**
 * Every column that may point to a stored file, and what cleanup does when the file is gone: clear the column, or
 * delete the row where the file is the row's whole point (a gallery or team image without its image).
 * `migrationGroup` marks the images that POST /api/admin/migrate-all-images copies to cloud storage.
 */
export const REFERENCE_COLUMNS = [
  { table: 'users', column: 'photo', whenMissing: 'clear', migrationGroup: 'users' },
  { table: 'gallery_images', column: 'imageUrl', whenMissing: 'delete-row', migrationGroup: 'gallery' },
  { table: 'products', column: 'image', whenMissing: 'clear' },
  { table: 'team_images', column: 'imageUrl', whenMissing: 'delete-row' },
  { table: 'announcements', column: 'image', whenMissing: 'clear', migrationGroup: 'announcements' },
  { table: 'announcements', column: 'videoUrl', whenMissing: 'clear' },
  { table: 'product_features', column: 'imageUrl', whenMissing: 'clear' },
  { table: 'product_features', column: 'videoUrl', whenMissing: 'clear' },
  { table: 'corporate_video', column: 'videoUrl', whenMissing: 'clear' },
  { table: 'corporate_video', column: 'thumbnailUrl', whenMissing: 'clear' },
  { table: 'testimonials', column: 'photo', whenMissing: 'clear' },
  { table: 'users', column: 'paymentProofUrl', whenMissing: 'clear' },
  { table: 'marketing_materials', column: 'fileUrl', whenMissing: 'clear' },
] as const;

export type ReferenceColumn = (typeof REFERENCE_COLUMNS)[number];
export type MigrationGroup = 'users' | 'gallery' | 'announcements';

/** One row's column pointing to a URL. */
export interface FileReference {
  table: string;
  column: string;
  rowId: number;
  url: string;
}

/** Port over the tables of other contexts that hold file URLs (read for cleanup and migration, guarded writes). */
export abstract class FileReferences {
  /** References whose URL starts with one of `prefixes` (our storages), across every column above. */
  abstract findAll(prefixes: string[]): Promise<FileReference[]>;
  /** Every non-empty reference of a migration group, wherever it points. */
  abstract findForMigration(group: MigrationGroup): Promise<FileReference[]>;
  /** Clears the column or deletes the row (per REFERENCE_COLUMNS) if it still holds `ref.url`; false if it changed. */
  abstract clear(ref: FileReference): Promise<boolean>;
  /** Points the reference at `url` if it still holds `ref.url`; false if it changed meanwhile. */
  abstract rewrite(ref: FileReference, url: string): Promise<boolean>;
  abstract isReferenced(url: string): Promise<boolean>;
  /** Files recorded as uploaded by `ownerId` that no column above points to yet: how many and their total size. */
  abstract unattachedUsage(ownerId: number): Promise<PendingUsage>;
}
