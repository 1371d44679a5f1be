import { formatCop } from '@multyhealth/brand/tokens';
import type { RegistrationStatus, RegistrationView } from './api/registration-status.query';

export const STATUS_LABELS: Record<RegistrationStatus, string> = {
  'pending-payment': 'Pendiente de pago',
  'proof-received': 'Comprobante recibido',
  approved: 'Aprobado',
  rejected: 'Rechazado',
};

/** The online payment went through but waits for an administrator's decision (e.g. an amount that does not match). */
export function paymentInReview(view: Pick<RegistrationView, 'status' | 'payment'>): boolean {
  return view.status !== 'approved' && view.payment?.status === 'APPROVED';
}

export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];
export const PROOF_ACCEPT = ACCEPTED.join(',');

/** The server judges the bytes; this only spares a phone the upload of a file it would refuse. */
export function proofProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (file.type && !ACCEPTED.includes(file.type)) return 'Solo se permiten imágenes (JPEG, PNG, WebP) o PDF';
  if (file.size > MAX_PROOF_BYTES) return 'El archivo debe ser menor a 5MB';
  return null;
}

/** What an applicant without payment details sends the company: who they are and what they want to pay. */
export function paymentHelpMessage(name: string | null, amount: number | null): string {
  const who = name?.trim() ? `Hola, soy ${name.trim()} y` : 'Hola,';
  const fee = amount != null ? ` de ${formatCop(amount)}` : '';
  return `${who} me registré para distribuir Multyhealth. ¿Me envían los datos para pagar la cuota de registro${fee}?`;
}
