import { jest } from '@jest/globals';
import { StoredFiles } from '../../src/shared/domain/stored-files.js';
import { bearer, type TestApp } from '../support/test-app.js';

export const productBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Multydrink',
  description: 'Bebida funcional de energía y protección.',
  image: '/uploads/images/multydrink.webp',
  benefits: 'Más energía\nApoyo inmune',
  price: 180000,
  minPrice: 150000,
  type: 'multydrink',
  ...overrides,
});

export const announcementBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Nuevo sabor',
  description: 'Llega Multydrink frutos rojos.\nhttps://multyhealth.example/novedades',
  mediaType: 'image',
  image: '/uploads/images/anuncio.webp',
  ...overrides,
});

/** POSTs as admin and returns the created record. */
export async function adminCreate(
  t: TestApp,
  resource: string,
  body: Record<string, unknown>,
): Promise<Record<string, any>> {
  const res = await t
    .http()
    .post(`/api/admin/${resource}`)
    .set(bearer(await t.adminToken()))
    .send(body);
  if (res.status !== 201) throw new Error(`POST ${resource} → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export interface ReleaseCall {
  url: string;
  /** What `probe` saw in the database at the moment of the call (proves the change had committed). */
  seen: unknown;
}

/**
 * Replaces the StoredFiles port's deleteByUrl with a recorder. `probe` runs on another connection when the file is
 * released: on the embedded database (one connection) a release inside the transaction would hang; on PostgreSQL it
 * would see the uncommitted row.
 */
export function watchReleasedFiles(t: TestApp, probe: (url: string) => Promise<unknown> = async () => null) {
  const files = t.app.get(StoredFiles);
  const calls: ReleaseCall[] = [];
  const spy = jest.spyOn(files, 'deleteByUrl').mockImplementation(async (url) => {
    calls.push({ url: String(url), seen: await probe(String(url)) });
  });
  return {
    calls,
    urls: () => calls.map((c) => c.url),
    restore: () => spy.mockRestore(),
  };
}
