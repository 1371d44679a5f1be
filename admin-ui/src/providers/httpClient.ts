import { fetchUtils, HttpError } from 'react-admin';
import { t } from '../i18n/es';
import { UPLOAD_TIMEOUT_MS } from '../lib/constants';
import { readToken } from './session';
import type { ApiSchema } from '../lib/api-types';

export const API_URL = '/api';
export const ADMIN_API_URL = `${API_URL}/admin`;

export type HttpClient = typeof fetchUtils.fetchJson;

/** JSON calls with the stored bearer token; errors keep the server's Spanish `message` and field `errors`. */
export const httpClient: HttpClient = (url, options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetchUtils.fetchJson(url, { ...options, headers, credentials: 'same-origin' }).catch((error: unknown) => {
    if (error instanceof HttpError) throw withSpanishMessage(error);
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new HttpError(t.common.offline, 0, { message: t.common.offline });
  });
};

/** A response without the server's Spanish `message` (a proxy page, an empty body) gets a Spanish one, never 'Service Unavailable'. */
function withSpanishMessage(error: HttpError): HttpError {
  const body = error.body as { message?: unknown } | null | undefined;
  if (typeof body?.message === 'string' && body.message) return error;
  const text = error.status >= 500 ? t.common.serverDown : t.common.requestFailed;
  return new HttpError(text, error.status, { ...(typeof body === 'object' && body), message: text });
}

function errorFromBody(status: number, body: unknown, fallback: string): HttpError {
  const message = (body as { message?: unknown } | null)?.message;
  const text = typeof message === 'string' && message ? message : fallback;
  return new HttpError(text, status, { ...(body as object | null), message: text });
}

/** POST /api/upload (multipart `image`) → the stored image's url. */
export async function uploadImage(file: File, fetchImpl: typeof fetch = fetch): Promise<ApiSchema<'UploadedImageDto'>> {
  const body = new FormData();
  body.append('image', file);
  const token = readToken();
  const response = await fetchImpl(`${API_URL}/upload`, {
    method: 'POST',
    body,
    credentials: 'same-origin',
    headers: token ? { Authorization: `Bearer ${token}` } : undefined,
  }).catch(() => {
    throw new HttpError(t.common.offline, 0, { message: t.common.offline });
  });
  const json = await response.json().catch(() => null);
  if (!response.ok) throw errorFromBody(response.status, json, t.upload.errorFallback);
  if (!json?.url) throw new HttpError(t.upload.noUrl, response.status, { message: t.upload.noUrl });
  return json;
}

export interface VideoUploadOptions {
  onProgress?: (percent: number) => void;
  timeoutMs?: number;
  /** For tests: the XMLHttpRequest constructor. */
  xhr?: () => XMLHttpRequest;
}

/** POST /api/admin/upload-video (multipart `video`) with upload progress and the 5-minute time-out. */
export async function uploadVideo(file: File, options: VideoUploadOptions = {}): Promise<{ videoPath: string }> {
  const { path } = await sendFile('upload-video', 'video', 'videoPath', file, options, t.announcements.videoError);
  return { videoPath: path };
}

/** POST /api/admin/upload-pdf (multipart `file`), like a video: progress and the same time-out. */
export async function uploadPdf(file: File, options: VideoUploadOptions = {}): Promise<{ url: string }> {
  const { path } = await sendFile('upload-pdf', 'file', 'url', file, options, t.material.pdfError);
  return { url: path };
}

function sendFile(
  route: string,
  field: string,
  answerKey: string,
  file: File,
  options: VideoUploadOptions,
  failure: string,
): Promise<{ path: string }> {
  return new Promise((resolve, reject) => {
    const request = options.xhr ? options.xhr() : new XMLHttpRequest();
    request.open('POST', `${ADMIN_API_URL}/${route}`);
    const token = readToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.timeout = options.timeoutMs ?? UPLOAD_TIMEOUT_MS;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.ontimeout = () =>
      reject(new HttpError(t.announcements.videoTimeout, 408, { message: t.announcements.videoTimeout }));
    request.onerror = () => reject(new HttpError(t.common.offline, 0, { message: t.common.offline }));
    request.onload = () => {
      let json: Record<string, unknown> | null = null;
      try {
        json = JSON.parse(request.responseText);
      } catch {
        json = null;
      }
      const path = json?.[answerKey];
      if (request.status < 200 || request.status >= 300) {
        reject(errorFromBody(request.status, json, failure));
      } else if (typeof path !== 'string' || !path) {
        reject(new HttpError(failure, request.status, { message: failure }));
      } else {
        resolve({ path });
      }
    };
    const body = new FormData();
    body.append(field, file);
    request.send(body);
  });
}

/** GET a file with the stored token and hand it to the browser as a download (the server streams it). */
export async function downloadFile(url: string, fileName: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  const token = readToken();
  const response = await fetchImpl(url, {
    credentials: 'same-origin',
    headers: token ? { Authorization: `Bearer ${token}` } : undefined,
  }).catch(() => {
    throw new HttpError(t.common.offline, 0, { message: t.common.offline });
  });
  if (!response.ok) throw errorFromBody(response.status, await response.json().catch(() => null), t.users.exportError);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
