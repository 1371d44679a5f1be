import { getToken } from './session.store';

/** Dispatched on window when a call made with a token answers 401. */
export const AUTH_EXPIRED_EVENT = 'auth-expired';

/**
 * A non-OK answer. The message is '<status>: <response text or status text>'; serverMessage is the
 * server's Spanish `message`, which is what toasts show, and fieldErrors its per-field messages.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    text: string,
    readonly serverMessage: string | null,
    readonly fieldErrors: Record<string, string>,
  ) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
  }
}

/** Dispatched on window when the member must accept a new version of the legal texts first (428). */
export const POLICY_ACCEPTANCE_EVENT = 'policy-acceptance-required';

/**
 * Builds the ApiError of a failed response; raises auth-expired on a 401 of an authenticated call and
 * policy-acceptance-required on a 428.
 */
export function apiErrorFrom(status: number, statusText: string, text: string, sentToken: boolean): ApiError {
  if (status === 401 && sentToken) window.dispatchEvent(new Event(AUTH_EXPIRED_EVENT));
  if (status === 428 && sentToken) window.dispatchEvent(new Event(POLICY_ACCEPTANCE_EVENT));
  let serverMessage: string | null = null;
  let fieldErrors: Record<string, string> = {};
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: unknown };
    if (typeof body.message === 'string') serverMessage = body.message;
    else if (Array.isArray(body.message) && typeof body.message[0] === 'string') serverMessage = body.message[0];
    if (body.errors && typeof body.errors === 'object') fieldErrors = body.errors as Record<string, string>;
  } catch {
    // Not JSON: the text itself is the message only if it is short, readable text.
    if (text && text.length < 200 && !text.trimStart().startsWith('<')) serverMessage = text;
  }
  return new ApiError(status, text || statusText, serverMessage, fieldErrors);
}

/** The Spanish text to show for a failed call: the server's message, else the screen's fallback. */
export const OFFLINE_TEXT =
  'No hay conexión a internet. Lo que escribiste sigue aquí: envíalo cuando vuelvas a estar en línea.';

/** The server's Spanish message, the offline one when the request never left the device, or the fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage || fallback;
  return navigator.onLine === false ? OFFLINE_TEXT : fallback;
}

export function authHeaders(): Record<string, string> {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Lets the request finish while the page navigates away (e.g. counting a click that opens WhatsApp). */
  keepalive?: boolean;
}

/** Every call: credentials included, Bearer token when stored, JSON in and out (FormData sent as is). */
export async function api<T>(
  url: string,
  { method = 'GET', body, signal, keepalive }: RequestOptions = {},
): Promise<T> {
  const headers = authHeaders();
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(url, { method, headers, body: payload, credentials: 'include', signal, keepalive });
  const text = await response.text();
  if (!response.ok) throw apiErrorFrom(response.status, response.statusText, text, 'Authorization' in headers);
  if (!text) return undefined as T;
  return (response.headers.get('content-type') ?? '').includes('json') ? (JSON.parse(text) as T) : (text as T);
}
