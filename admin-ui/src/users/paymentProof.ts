import { HttpError } from 'react-admin';
import { t } from '../i18n/es';
import { ADMIN_API_URL } from '../providers/httpClient';
import { readToken } from '../providers/session';

export interface PaymentProof {
  /** An object URL of the downloaded file; the caller revokes it. */
  url: string;
  contentType: string;
}

/** GET /api/admin/users/{id}/payment-proof with the admin's token (an <img src> could not send it). */
export async function fetchPaymentProof(id: string | number, signal?: AbortSignal): Promise<PaymentProof> {
  const token = readToken();
  const response = await fetch(`${ADMIN_API_URL}/users/${encodeURIComponent(id)}/payment-proof`, {
    signal,
    credentials: 'same-origin',
    headers: token ? { Authorization: `Bearer ${token}` } : undefined,
  });
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    const message = typeof body?.message === 'string' ? body.message : t.paymentProof.error;
    throw new HttpError(message, response.status, { message });
  }
  const blob = await response.blob();
  return { url: URL.createObjectURL(blob), contentType: blob.type || response.headers.get('content-type') || '' };
}
