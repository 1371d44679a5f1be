// Business constants the console shows or sends (renewal periods, announcement targets, upload limits).

export const RENEWAL_PERIODS = [7, 15, 30, 60, 90] as const;
export const DEFAULT_RENEWAL_PERIOD = 30;

export const ANNOUNCEMENT_CITIES = [
  'Medellín',
  'Bogotá',
  'Cali',
  'Barranquilla',
  'Cartagena',
  'Bucaramanga',
  'Pereira',
  'Santa Marta',
  'Ibagué',
  'Manizales',
  'Neiva',
  'Villavicencio',
  'Pasto',
  'Montería',
  'Valledupar',
  'Popayán',
  'Armenia',
  'Sincelejo',
  'Tunja',
  'Riohacha',
] as const;

export const ANNOUNCEMENT_COUNTRIES = [
  'Colombia',
  'México',
  'Argentina',
  'Chile',
  'Perú',
  'Ecuador',
  'Venezuela',
  'Bolivia',
  'Paraguay',
  'Uruguay',
  'Brasil',
  'Costa Rica',
  'Panamá',
  'Guatemala',
  'Honduras',
  'El Salvador',
  'Nicaragua',
  'República Dominicana',
  'Cuba',
  'España',
  'Estados Unidos',
] as const;

export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;
export const TEAM_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MIN_BYTES = 1024;
export const VIDEO_MAX_BYTES = 20 * 1024 * 1024;
/** Marketing PDFs, as the server allows. */
export const PDF_MAX_BYTES = 20 * 1024 * 1024;
export const UPLOAD_TIMEOUT_MS = 300_000;

export const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/heic', 'image/heif'];
export const IMAGE_EXTENSIONS = /\.(jpe?g|png|webp|heic|heif)$/i;

export const DEFAULT_ORDER = { faq: 1, announcement: 1, feature: 0, team: 0 } as const;
