/** Where an object lives in a storage: its key (e.g. `images/3f2a….webp`) and the public URL it is served at. */
export interface StoredObject {
  key: string;
  url: string;
}

export interface ListedObject {
  key: string;
  size: number;
  modifiedAt: Date;
}

/**
 * Port for where uploaded files live (local disk or an S3-compatible object store). Keys are chosen by the
 * application (never the client's file name); each adapter maps keys to public URLs and back.
 */
export abstract class FileStorage {
  /** 'local' or 's3', for logs and for telling the two stores apart. */
  abstract readonly name: string;
  /** How this store's public URLs begin (to find references to it in the database). */
  abstract readonly urlPrefixes: string[];
  abstract putBytes(key: string, data: Uint8Array, contentType: string): Promise<StoredObject>;
  /** Streams a file from local disk into the store (large files are never held in memory). */
  abstract putFile(key: string, path: string, contentType: string): Promise<StoredObject>;
  /** The object's size, or null when it does not exist. Other failures (store unreachable) throw. */
  abstract sizeOf(key: string): Promise<number | null>;
  /** The object's bytes, or null when it does not exist (used for private documents, which are never served directly). */
  abstract read(key: string): Promise<Uint8Array | null>;
  /** Deletes the object; a missing object is not an error. */
  abstract delete(key: string): Promise<void>;
  abstract list(): AsyncIterable<ListedObject>;
  abstract urlOf(key: string): string;
  /** The key of one of this store's public URLs, or null for any other URL (including unsafe paths). */
  abstract keyOf(url: string): string | null;
}

/** The local disk store under $DATA_DIR/uploads: always present (it serves /uploads and is the source of migrations). */
export abstract class LocalStorage extends FileStorage {
  /** Absolute path of a key on disk. */
  abstract pathOf(key: string): string;
}
