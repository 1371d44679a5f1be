import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Jest runs every file in this process (--runInBand), so the pid names what one run shares. This file imports
// nothing relative: Jest's global teardown loads it without the ESM module mapping.

export const snapshotFile = () => join(tmpdir(), `mh-test-snapshot-${process.pid}.tar.gz`);
export const templateName = () => `mh_tmpl_${process.pid}`;

export function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
