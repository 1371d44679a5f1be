/** A `document` is private (kept under private/, never served publicly); a `pdf` is public marketing material. */
export type MediaKind = 'image' | 'video' | 'document' | 'pdf';

/** A file this product stored, with who uploaded it (the id is the `publicId` given to the client). */
export interface MediaFile {
  id: string;
  key: string;
  url: string;
  kind: MediaKind;
  contentType: string;
  size: number;
  /** Member (or admin) who uploaded it; kept as a plain number, the member may be deleted first. */
  ownerId: number;
  createdAt: Date;
}
