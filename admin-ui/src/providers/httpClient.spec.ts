import { describe, expect, it, vi } from 'vitest';
import { uploadImage, uploadVideo } from './httpClient';

class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  timeout = 0;
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  body: FormData | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
}

const xhr = () => new FakeXhr() as unknown as XMLHttpRequest;
const video = () => new File([new Uint8Array(2048)], 'evento.mp4', { type: 'video/mp4' });

describe('announcement video upload', () => {
  it('posts the multipart field `video` with a 5-minute time-out and reports progress', async () => {
    localStorage.setItem('token', 'abc');
    const progress = vi.fn();
    const done = uploadVideo(video(), { xhr, onProgress: progress });
    const request = FakeXhr.last;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/admin/upload-video');
    expect(request.timeout).toBe(300000);
    expect(request.headers.Authorization).toBe('Bearer abc');
    expect((request.body?.get('video') as File).name).toBe('evento.mp4');
    request.upload.onprogress?.({ lengthComputable: true, loaded: 512, total: 2048 });
    expect(progress).toHaveBeenCalledWith(25);
    request.status = 201;
    request.responseText = JSON.stringify({ videoPath: '/uploads/videos/a.mp4', publicId: 'x' });
    request.onload?.();
    await expect(done).resolves.toEqual({ videoPath: '/uploads/videos/a.mp4' });
  });

  it('says the video is too big or the connection slow when the time-out hits', async () => {
    const done = uploadVideo(video(), { xhr });
    FakeXhr.last.ontimeout?.();
    await expect(done).rejects.toMatchObject({
      message: 'El video es demasiado grande o la conexión es lenta. Intenta con un archivo más pequeño.',
      status: 408,
    });
  });

  it("keeps the server's message, or falls back to 'Error al cargar el video'", async () => {
    let done = uploadVideo(video(), { xhr });
    Object.assign(FakeXhr.last, {
      status: 400,
      responseText: JSON.stringify({ statusCode: 400, message: 'Solo se permiten archivos de video (MP4, WebM, MOV)' }),
    });
    FakeXhr.last.onload?.();
    await expect(done).rejects.toMatchObject({
      message: 'Solo se permiten archivos de video (MP4, WebM, MOV)',
      status: 400,
    });

    done = uploadVideo(video(), { xhr });
    Object.assign(FakeXhr.last, { status: 500, responseText: '' });
    FakeXhr.last.onload?.();
    await expect(done).rejects.toMatchObject({ message: 'Error al cargar el video' });
  });
});

describe('image upload', () => {
  it('posts the multipart field `image` and returns the url', async () => {
    const fetchImpl = vi.fn(async (_url: string, init: RequestInit) => {
      expect((init.body as FormData).get('image')).toBeInstanceOf(File);
      return new Response(JSON.stringify({ url: '/uploads/images/a.webp', publicId: 'a' }), { status: 201 });
    });
    const file = new File([new Uint8Array(2048)], 'a.png', { type: 'image/png' });
    await expect(uploadImage(file, fetchImpl as unknown as typeof fetch)).resolves.toMatchObject({
      url: '/uploads/images/a.webp',
    });
    expect(fetchImpl.mock.calls[0][0]).toBe('/api/upload');
  });

  it("refuses an answer without url: 'No se recibió la URL de la imagen'", async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({}), { status: 201 }));
    const file = new File([new Uint8Array(2048)], 'a.png', { type: 'image/png' });
    await expect(uploadImage(file, fetchImpl as unknown as typeof fetch)).rejects.toMatchObject({
      message: 'No se recibió la URL de la imagen',
    });
  });
});

describe('API errors without a Spanish message', () => {
  it('replace the status text of a bare 503 or 502 with a Spanish message', async () => {
    const { httpClient } = await import('./httpClient');
    const original = globalThis.fetch;
    globalThis.fetch = vi.fn(
      async () =>
        new Response('<html>Service Unavailable</html>', {
          status: 503,
          statusText: 'Service Unavailable',
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    try {
      await expect(httpClient('/api/admin/users')).rejects.toMatchObject({
        status: 503,
        message: 'El servidor no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
      });
      globalThis.fetch = vi.fn(
        async () =>
          new Response(JSON.stringify({ statusCode: 400, message: 'El nombre es obligatorio' }), {
            status: 400,
            headers: { 'Content-Type': 'application/json' },
          }),
      );
      await expect(httpClient('/api/admin/faq')).rejects.toMatchObject({
        status: 400,
        message: 'El nombre es obligatorio',
      });
    } finally {
      globalThis.fetch = original;
    }
  });
});
