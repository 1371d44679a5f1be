import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { LocalStorage, type ListedObject, type StoredObject } from '../../domain/file-storage.js';
import { isSafeKey } from '../../domain/storage-key.js';
import { asStorageFailure } from '../../../../platform/storage-failure.js';

export const LOCAL_URL_PREFIX = '/uploads/';

/** Files under $DATA_DIR/uploads, served by serveUploads() at /uploads/<key>. */
export class LocalFileStorage extends LocalStorage {
  readonly name = 'local';
  readonly root: string;
  readonly urlPrefixes: string[];

  /** `siteUrl` (PUBLIC_URL) lets absolute links to our own /uploads be recognised too. */
  constructor(
    dataDir: string,
    private readonly siteUrl: string,
  ) {
    super();
    this.root = resolve(dataDir, 'uploads');
    this.urlPrefixes = [LOCAL_URL_PREFIX, siteUrl + LOCAL_URL_PREFIX];
  }

  async putBytes(key: string, data: Uint8Array, _contentType: string): Promise<StoredObject> {
    return this.writeWhole(key, (temp) => writeFile(temp, data));
  }

  async putFile(key: string, source: string, _contentType: string): Promise<StoredObject> {
    return this.writeWhole(key, (temp) => copyFile(source, temp));
  }

  async sizeOf(key: string): Promise<number | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? info.size : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async read(key: string): Promise<Uint8Array | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true }).catch((error: unknown) => {
      throw asStorageFailure(error);
    });
  }

  async *list(): AsyncIterable<ListedObject> {
    let entries;
    try {
      entries = await readdir(this.root, { recursive: true, withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = relative(this.root, join(entry.parentPath, entry.name)).split(sep).join('/');
      if (!isSafeKey(key)) continue;
      const info = await stat(join(entry.parentPath, entry.name)).catch(() => null);
      if (info) yield { key, size: info.size, modifiedAt: info.mtime };
    }
  }

  urlOf(key: string): string {
    return LOCAL_URL_PREFIX + key;
  }

  keyOf(url: string): string | null {
    let path = url;
    if (url.startsWith(`${this.siteUrl}/`)) path = url.slice(this.siteUrl.length);
    if (!path.startsWith(LOCAL_URL_PREFIX)) return null;
    const key = path.slice(LOCAL_URL_PREFIX.length);
    return isSafeKey(key) ? key : null;
  }

  /** Written under a temporary name, then renamed: readers never see half a file, and a failed write leaves none. */
  private async writeWhole(key: string, write: (temp: string) => Promise<void>): Promise<StoredObject> {
    const path = this.pathOf(key);
    const temp = join(dirname(path), `.tmp-${randomBytes(8).toString('hex')}`);
    try {
      await mkdir(dirname(path), { recursive: true });
      await write(temp);
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true }).catch(() => undefined);
      throw asStorageFailure(error);
    }
    return { key, url: this.urlOf(key) };
  }

  pathOf(key: string): string {
    const path = resolve(this.root, key);
    if (!isSafeKey(key) || !path.startsWith(this.root + sep)) throw new Error(`Clave de archivo no válida: ${key}`);
    return path;
  }
}
