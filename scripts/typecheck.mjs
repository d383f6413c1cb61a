#!/usr/bin/env node
// Type-checks every workspace (strict), one tsc per project, and fails if any reports an error.
import { spawnSync } from 'node:child_process';

const projects = [
  'packages/contracts',
  'packages/engine',
  'packages/test-kit',
  'apps/server',
  'apps/web',
  'e2e',
  'bench',
];
let failed = 0;
for (const p of projects) {
  const r = spawnSync('npx', ['tsc', '-p', `${p}/tsconfig.json`], { stdio: 'inherit' });
  console.log(`${r.status === 0 ? 'ok  ' : 'FAIL'} tsc ${p}`);
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
