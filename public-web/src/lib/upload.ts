import { apiErrorFrom, authHeaders } from './api-client';
import { paths } from '../config/paths';

export interface UploadedImage {
  url: string;
  publicId?: string;
}

/** Uploads give up after 300000 ms. */
export const UPLOAD_TIMEOUT_MS = 300_000;

/** POST /api/upload (multipart field `image`) with progress in percent; XMLHttpRequest because fetch reports none. */
export function uploadImage(file: File, onProgress: (percent: number) => void): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const headers = authHeaders();
    xhr.open('POST', paths.api.upload);
    xhr.withCredentials = true;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(apiErrorFrom(xhr.status, xhr.statusText, xhr.responseText, 'Authorization' in headers));
        return;
      }
      try {
        resolve(JSON.parse(xhr.responseText) as UploadedImage);
      } catch {
        resolve({ url: '' });
      }
    };
    xhr.onerror = () => reject(new Error('0: Network Error'));
    xhr.ontimeout = () => reject(new Error('0: Timeout'));
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}

const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/heic', 'image/heif'];

/** Image checks before uploading; returns the Spanish message of the first failed rule. */
export function imageFileProblem(file: File, maxMb: number): string | null {
  const byName = /\.(jpe?g|png|webp|heic|heif)$/i.test(file.name);
  if (!IMAGE_TYPES.includes(file.type.toLowerCase()) && !byName)
    return 'Solo se permiten archivos de imagen (JPEG, PNG, WebP, HEIC)';
  if (file.size < 1024) return 'El archivo es demasiado pequeño. Mínimo 1KB';
  if (file.size > maxMb * 1024 * 1024) return `El archivo debe ser menor a ${maxMb}MB`;
  return null;
}
