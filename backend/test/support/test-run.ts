import { tmpdir } from 'node:os';
import { join } from 'node:path';

// What one run shares (the template database, the PGlite snapshot) is named after the run, which the global setup
// records before Jest starts its workers. This file imports nothing relative: Jest's global setup and teardown load
// it without the ESM module mapping.

export const runId = () => process.env.MH_TEST_RUN ?? String(process.pid);
export const snapshotFile = () => join(tmpdir(), `mh-test-snapshot-${runId()}.tar.gz`);
export const templateName = () => `mh_tmpl_${runId()}`;

export function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
