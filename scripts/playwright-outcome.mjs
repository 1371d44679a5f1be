#!/usr/bin/env node
// Names the failed and flaky tests of Playwright JSON reports (one per part of a suite), so the summary of
// `make test` says which ones.
// Usage: node scripts/playwright-outcome.mjs <workspace>/test-results/results*.json
import { existsSync, readFileSync } from 'node:fs';

function* specs(suite) {
  for (const spec of suite.specs ?? []) yield spec;
  for (const child of suite.suites ?? []) yield* specs(child);
}

for (const file of process.argv.slice(2).filter((name) => existsSync(name))) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
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
}
