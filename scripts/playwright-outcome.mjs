#!/usr/bin/env node
// Names the failed and flaky tests of a Playwright JSON report, so the summary of `make test` says which ones.
// Usage: node scripts/playwright-outcome.mjs <workspace>/test-results/results.json
import { existsSync, readFileSync } from 'node:fs';

const file = process.argv[2];
if (!existsSync(file)) process.exit(0);
const report = JSON.parse(readFileSync(file, 'utf8'));

function* specs(suite) {
  for (const spec of suite.specs ?? []) yield spec;
  for (const child of suite.suites ?? []) yield* specs(child);
}

for (const suite of report.suites ?? []) {
  for (const spec of specs(suite)) {
    for (const test of spec.tests) {
      if (test.status === 'unexpected' || test.status === 'flaky') {
        const label = test.status === 'flaky' ? 'inestable (pasó al reintentar)' : 'falló';
        console.log(`      ${label}: ${spec.file}:${spec.line} › ${spec.title}`);
      }
    }
  }
}
