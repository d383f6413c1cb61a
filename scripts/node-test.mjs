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
// TEST_FILES_NAMED (a regular expression on the path): only those files; TEST_FILES_NOT_NAMED: all but those
for (const [name, keep] of [
  ['TEST_FILES_NAMED', true],
  ['TEST_FILES_NOT_NAMED', false],
]) {
  if (!process.env[name]) continue;
  const pattern = new RegExp(process.env[name]);
  const kept = files.filter((f) => pattern.test(f) === keep);
  console.log(`# ${kept.length} of ${files.length} test files kept by ${name}`);
  files.splice(0, files.length, ...kept);
  if (!kept.length) process.exit(0);
}
// TEST_FILES_SHARD=k/n: the k-th of n shares of the files (round robin over the sorted list), for lanes side by side
if (process.env.TEST_FILES_SHARD) {
  const [k, n] = process.env.TEST_FILES_SHARD.split('/').map(Number);
  if (!(n >= 1 && k >= 1 && k <= n)) throw new Error(`TEST_FILES_SHARD=${process.env.TEST_FILES_SHARD} is not k/n`);
  const kept = files.filter((_, i) => i % n === k - 1);
  console.log(`# shard ${k}/${n}: ${kept.length} of ${files.length} test files`);
  files.splice(0, files.length, ...kept);
  if (!kept.length) process.exit(0);
}
if (files.length === 0) {
  console.error(`no test files ending in ${suffix} under ${dirs.join(', ')}`);
  process.exit(1);
}
// --test-force-exit: a file whose tests have all ended but that left a handle open (a server, a timer, a child's
// pipe) would keep its process, and so the whole tier, running for ever (Node 20 waits for the event loop); the
// timeout (per test and per file) turns a test that waits for ever into a failure that names it
const timeoutMs = Number(process.env.TEST_TIMEOUT_MS ?? 900_000);
// TEST_RETRY_FAILED_FILES=1 (the browser tier): one file at a time, a failed one run once more (retry-test-files.mjs)
if (process.env.TEST_RETRY_FAILED_FILES === '1') {
  const { runWithRetries } = await import('./retry-test-files.mjs');
  // each file run directly (node file): its own timeout there, as `--test-timeout` applies under `--test` only
  const direct = ['--import', 'tsx', '--test-force-exit', '--test-reporter=tap'];
  process.exit(await runWithRetries(direct, files, timeoutMs));
}
const nodeArgs = ['--import', 'tsx', '--test', '--test-force-exit', `--test-timeout=${timeoutMs}`, ...extra];
// TEST_RERUN_FAILED_FILES=1 (the server tiers): all files in one run, the files that failed once more
// (rerun-failed-files.mjs)
if (process.env.TEST_RERUN_FAILED_FILES === '1') {
  const { runWithRerun } = await import('./rerun-failed-files.mjs');
  process.exit(await runWithRerun([...nodeArgs, '--test-reporter=tap'], files));
}
const r = spawnSync(process.execPath, [...nodeArgs, ...files], { stdio: 'inherit' });
process.exit(r.status ?? 1);
