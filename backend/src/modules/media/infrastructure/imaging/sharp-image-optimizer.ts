import sharp from 'sharp';
import { ImageOptimizer, UnprocessableImageError, type OptimizedImage } from '../../domain/image-optimizer.js';
import {
  HEIF_TYPES,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  MESSAGES,
  VARIANT_WEBP_QUALITY,
  WEBP_QUALITY,
} from '../../domain/upload-rules.js';

/**
 * sharp (libvips): auto-orient, resize to fit 1600×1600 without enlarging, WebP ~80. sharp writes no EXIF, XMP,
 * IPTC or ICC to the output unless asked (withMetadata/keepExif), so GPS and camera data never survive.
 */
export class SharpImageOptimizer extends ImageOptimizer {
  async optimize(input: Uint8Array, detectedType: string): Promise<OptimizedImage> {
    const pixels = await this.pixelCount(input, detectedType);
    if (pixels > MAX_IMAGE_PIXELS) throw new UnprocessableImageError(MESSAGES.tooManyPixels, 'image');
    try {
      const { data, info } = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
        .rotate()
        .resize(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      return { data, contentType: 'image/webp', extension: 'webp', width: info.width, height: info.height };
    } catch (error) {
      throw this.unprocessable(error, detectedType);
    }
  }

  async resize(image: Uint8Array, width: number): Promise<Uint8Array> {
    return sharp(image, { limitInputPixels: MAX_IMAGE_PIXELS })
      .resize(width, null, { withoutEnlargement: true })
      .webp({ quality: VARIANT_WEBP_QUALITY, effort: 4 })
      .toBuffer();
  }

  /** Reads only the header, so a decompression bomb is refused before a single pixel is decoded. */
  private async pixelCount(input: Uint8Array, detectedType: string): Promise<number> {
    try {
      const { width = 0, height = 0 } = await sharp(input, { limitInputPixels: false }).metadata();
      return width * height;
    } catch (error) {
      throw this.unprocessable(error, detectedType);
    }
  }

  private unprocessable(error: unknown, detectedType: string): UnprocessableImageError {
    const message = (error as Error).message ?? '';
    if (/pixel limit/i.test(message)) return new UnprocessableImageError(MESSAGES.tooManyPixels, 'image');
    // The prebuilt libvips has libheif with AV1 only: HEVC-coded HEIC (every iPhone photo) cannot be decoded.
    if (HEIF_TYPES.has(detectedType)) return new UnprocessableImageError(MESSAGES.heicUnsupported, 'image');
    return new UnprocessableImageError(MESSAGES.unreadableImage, 'image');
  }
}
