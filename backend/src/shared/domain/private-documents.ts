/** A document kept out of public reach; `url` identifies it in storage but is never served as it is. */
export interface PrivateDocument {
  url: string;
  contentType: string;
}

/**
 * Implemented by the media context: documents only an administrator reads (payment proofs). They are recorded
 * with their owner, so deleting the member deletes them (MemberFiles), and released with StoredFiles.deleteByUrl.
 */
export abstract class PrivateDocuments {
  /** Judges the bytes (JPEG, PNG, WebP or PDF), re-encodes images, stores them; throws a ValidationError in Spanish. */
  abstract store(data: Uint8Array | undefined, ownerId: number): Promise<PrivateDocument>;
  /** The stored bytes, or null when the file is gone. */
  abstract read(url: string): Promise<Uint8Array | null>;
}
