import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { createTestApp, type TestApp } from '../support/test-app.js';

export interface S3TestApp {
  t: TestApp;
  /** Where the bucket's objects are served (S3_PUBLIC_URL). */
  publicUrl: string;
  close(): Promise<void>;
}

/** The app on S3 storage against a real S3-protocol server (s3rver) on 127.0.0.1, not a mock of the SDK. */
export async function startS3TestApp(): Promise<S3TestApp> {
  const s3Dir = mkdtempSync(join(tmpdir(), 'mh-s3rver-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'media' }],
  });
  const { port } = await s3.run();
  const publicUrl = `http://127.0.0.1:${port}/media`;
  const t = await createTestApp({
    MEDIA_STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'media',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PUBLIC_URL: publicUrl,
  });
  return {
    t,
    publicUrl,
    close: async () => {
      await t.close();
      await s3.close();
      rmSync(s3Dir, { recursive: true, force: true });
    },
  };
}

/** Status, content type and bytes of a URL (an object in the bucket). */
export const fetchObject = (url: string) =>
  fetch(url).then(async (res) => ({
    status: res.status,
    type: res.headers.get('content-type'),
    body: Buffer.from(await res.arrayBuffer()),
  }));

export const localDir = (t: TestApp, dir: string) => join(t.config.dataDir, dir);
export const listLocal = (t: TestApp, dir: string) =>
  existsSync(localDir(t, dir)) ? readdirSync(localDir(t, dir), { recursive: true }) : [];
