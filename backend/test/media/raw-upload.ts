import { request as httpRequest } from 'node:http';
import type { AddressInfo, Server } from 'node:net';

export interface RawUploadResult {
  status?: number;
  body?: { statusCode: number; message: string };
  /** File bytes written before the server answered or dropped the connection. */
  sent: number;
  error?: string;
}

/**
 * Streams a multipart upload by hand, to see what the server does before the body is complete: with a declared
 * Content-Length (`declaredFileBytes`) or chunked (no length at all), sending at most `maxFileBytes` of file data.
 */
export function rawUpload(
  server: Server,
  options: { path: string; token: string; field: string; declaredFileBytes?: number; maxFileBytes: number },
): Promise<RawUploadResult> {
  const boundary = 'frontera-de-prueba';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field}"; filename="x.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const { port } = server.address() as AddressInfo;
  const headers: Record<string, string | number> = {
    Authorization: `Bearer ${options.token}`,
    'Content-Type': `multipart/form-data; boundary=${boundary}`,
  };
  if (options.declaredFileBytes !== undefined)
    headers['Content-Length'] = head.length + options.declaredFileBytes + tail.length;

  return new Promise((resolve) => {
    let sent = 0;
    let settled = false;
    const finish = (result: Omit<RawUploadResult, 'sent'>) => {
      if (settled) return;
      settled = true;
      req.destroy();
      resolve({ ...result, sent });
    };
    const req = httpRequest({ host: '127.0.0.1', port, path: options.path, method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        finish({ status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString() || 'null') }),
      );
      res.on('error', (error) => finish({ status: res.statusCode, error: error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => finish({ error: error.code ?? error.message }));
    req.write(head);
    const block = Buffer.alloc(256 * 1024, 7);
    const pump = () => {
      while (!settled && sent < options.maxFileBytes) {
        sent += block.length;
        if (!req.write(block)) return void req.once('drain', pump);
      }
      // Past the limit we stop sending but keep the request open: only the server's answer (or reset) ends it.
    };
    pump();
    setTimeout(() => finish({ error: 'timeout: the server neither answered nor closed' }), 15_000).unref();
  });
}
