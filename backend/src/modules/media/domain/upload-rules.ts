/** Upload limits and their Spanish messages (the forms show the same texts). */
export const MB = 1024 * 1024;
export const MIN_UPLOAD_BYTES = 1024;
export const MAX_IMAGE_BYTES = 20 * MB;
export const MAX_VIDEO_BYTES = 20 * MB;
/** Decoding more pixels than this is refused (a decompression bomb is a tiny file with huge dimensions). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Longest side of an optimized image; smaller images are never enlarged. */
export const MAX_IMAGE_SIDE = 1600;
export const WEBP_QUALITY = 80;
/** The smaller copies shown on phones (image-variants.ts): a little more compression is invisible at their size. */
export const VARIANT_WEBP_QUALITY = 75;

export const MAX_PROOF_BYTES = 5 * MB;
/** Catalogues and training guides the admin shares with sellers (kept byte for byte, served for download). */
export const MAX_PDF_BYTES = 20 * MB;
/** Payment proofs: a photo or screenshot (re-encoded like any image) or a bank's PDF (kept as it is). */
export const ACCEPTED_PROOF_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']);

export const ACCEPTED_IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']);
export const HEIF_TYPES = new Set(['image/heic', 'image/heif']);
export const ACCEPTED_VIDEO_TYPES: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

export const MESSAGES = {
  imageMissing: 'Debes adjuntar una imagen en el campo "image"',
  videoMissing: 'Debes adjuntar un video en el campo "video"',
  proofMissing: 'Debes adjuntar el comprobante en el campo "file"',
  pdfMissing: 'Debes adjuntar un PDF en el campo "file"',
  pdfTooLarge: 'El PDF debe ser menor a 20MB',
  pdfType: 'Solo se permiten archivos PDF',
  proofTooLarge: 'El archivo debe ser menor a 5MB',
  proofType: 'Solo se permiten imágenes (JPEG, PNG, WebP) o PDF',
  tooSmall: 'El archivo es demasiado pequeño. Mínimo 1KB',
  imageTooLarge: 'El archivo debe ser menor a 20MB',
  imageType: 'Solo se permiten archivos de imagen (JPEG, PNG, WebP, HEIC)',
  videoType: 'Solo se permiten archivos de video (MP4, WebM, MOV)',
  tooManyPixels: 'La imagen tiene demasiados píxeles (máximo 40 megapíxeles). Redúcela e inténtalo de nuevo.',
  heicUnsupported: 'No se pudo procesar la imagen HEIC; conviértela a JPEG',
  unreadableImage: 'No se pudo procesar la imagen; el archivo parece dañado',
  invalidFileUrl: 'La URL del archivo no es válida',
  fileNotFound: 'Archivo no encontrado',
  cloudNotConfigured: 'El almacenamiento en la nube no está configurado (MEDIA_STORAGE=s3)',
  tooManyUploads: 'Estás subiendo archivos demasiado rápido. Espera un minuto e inténtalo de nuevo.',
} as const;

/** Files of one member that no record uses yet (uploaded, form not saved). */
export interface PendingUsage {
  files: number;
  bytes: number;
}

/** A member may keep `files` unattached uploads totalling `bytes`; the next upload of `size` bytes must fit. */
export function pendingQuotaExceeded(
  usage: PendingUsage,
  size: number,
  limits: { files: number; bytes: number },
): boolean {
  return usage.files + 1 > limits.files || usage.bytes + size > limits.bytes;
}

export function pendingQuotaMessage(limits: { files: number; bytes: number }): string {
  return (
    `Tienes demasiados archivos subidos sin usar (máximo ${limits.files} archivos o ${Math.round(limits.bytes / MB)}MB). ` +
    'Guarda el formulario o elimina los que no uses antes de subir más; los archivos sin usar se borran automáticamente.'
  );
}

/** The announcement video message states the actual size, e.g. 23.4MB. */
export function videoTooLargeMessage(bytes: number | null): string {
  const size = bytes === null ? 'más de 20MB' : `${(bytes / MB).toFixed(1)}MB`;
  return `El archivo es demasiado grande (${size}). Máximo permitido para anuncios: 20MB`;
}
