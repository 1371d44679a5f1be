#!/usr/bin/env node
// make drills: each drill prints what it measured and whether it met its promise.
import { backupRestoreDrill } from './backup-restore.drill.mjs';
import { mailOutageDrill } from './mail-outage.drill.mjs';
import { postgresRestartDrill } from './postgres-restart.drill.mjs';
import { sigtermDrill } from './sigterm.drill.mjs';
import { storageFailureDrill } from './storage-failure.drill.mjs';

const only = process.argv[2];
const drills = {
  'postgres-restart': postgresRestartDrill,
  'mail-outage': mailOutageDrill,
  sigterm: sigtermDrill,
  'storage-failure': storageFailureDrill,
  'backup-restore': backupRestoreDrill,
};
let failed = 0;
for (const [key, drill] of Object.entries(drills)) {
  if (only && only !== key) continue;
  const result = await drill();
  console.log(`\n${result.passed ? 'OK   ' : 'FALLA'} ${result.name}`);
  for (const line of result.details) console.log(`      ${line}`);
  if (!result.passed) failed++;
}
process.exit(failed ? 1 : 0);
