#!/usr/bin/env node
// Node 20's test runner takes no glob patterns: find the test files ourselves, then run them.
// Usage: node ../../scripts/node-test.mjs <dir> [<dir>...] [--suffix .test.ts] [-- extra node args]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const sep = args.indexOf('--');
const own = sep >= 0 ? args.slice(0, sep) : args;
const extra = sep >= 0 ? args.slice(sep + 1) : [];
let suffix = '.test.ts';
const dirs = [];
for (let i = 0; i < own.length; i++) {
  if (own[i] === '--suffix') suffix = own[++i];
  else dirs.push(own[i]);
}
const files = [];
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(p);
    else if (entry.name.endsWith(suffix)) files.push(p);
  }
};
for (const d of dirs.length ? dirs : ['src']) if (fs.existsSync(d)) walk(d);
files.sort();
// TEST_FILES_CONTAINING (a regular expression): only the files whose text matches it; the PostgreSQL tier uses it
// to leave out the unit files that never open a database (they already ran in the PGlite tier)
if (process.env.TEST_FILES_CONTAINING) {
  const pattern = new RegExp(process.env.TEST_FILES_CONTAINING);
  const kept = files.filter((f) => pattern.test(fs.readFileSync(f, 'utf8')));
  console.log(`# ${kept.length} of ${files.length} test files match TEST_FILES_CONTAINING`);
  files.splice(0, files.length, ...kept);
  // node --test without files would look for tests everywhere
  if (!kept.length) process.exit(0);
}
if (files.length === 0) {
  console.error(`no test files ending in ${suffix} under ${dirs.join(', ')}`);
  process.exit(1);
}
const r = spawnSync(process.execPath, ['--import', 'tsx', '--test', ...extra, ...files], { stdio: 'inherit' });
process.exit(r.status ?? 1);
