import type { RegistrationStatus } from './api/registration-status.query';

export const STATUS_LABELS: Record<RegistrationStatus, string> = {
  'pending-payment': 'Pendiente de pago',
  'proof-received': 'Comprobante recibido',
  approved: 'Aprobado',
  rejected: 'Rechazado',
};

export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];
export const PROOF_ACCEPT = ACCEPTED.join(',');

/** The server judges the bytes; this only spares a phone the upload of a file it would refuse. */
export function proofProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (file.type && !ACCEPTED.includes(file.type)) return 'Solo se permiten imágenes (JPEG, PNG, WebP) o PDF';
  if (file.size > MAX_PROOF_BYTES) return 'El archivo debe ser menor a 5MB';
  return null;
}
