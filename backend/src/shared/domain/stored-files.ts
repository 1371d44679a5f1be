/** Implemented by the media context: lets other contexts release the files their records point to. */
export abstract class StoredFiles {
  /**
   * Deletes a file this product stored (a local /uploads/… path or a URL of the configured object store).
   * External URLs, shipped /images/… and already-missing files are ignored; failures are logged, never thrown.
   */
  abstract deleteByUrl(url: string | null | undefined): Promise<void>;
}
