import { DomainError } from '../../../shared/domain/errors.js';

export interface OptimizedImage {
  data: Uint8Array;
  contentType: string;
  extension: string;
  width: number;
  height: number;
}

/** The image could not be decoded (corrupt, too many pixels, HEIC without a decoder); message in Spanish. */
export class UnprocessableImageError extends DomainError {}

/** Port: auto-orients, strips metadata, limits the longest side and re-encodes an uploaded image. */
export abstract class ImageOptimizer {
  /** `detectedType` is the type judged from the bytes (e.g. image/heic). Throws UnprocessableImageError. */
  abstract optimize(input: Uint8Array, detectedType: string): Promise<OptimizedImage>;
  /** A smaller WebP copy of an image this optimizer produced, `width` wide at most (never enlarged). */
  abstract resize(image: Uint8Array, width: number): Promise<Uint8Array>;
}
