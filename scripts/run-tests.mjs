#!/usr/bin/env node
// `npm test`: every tier (unit, integration on PGlite and, when DATABASE_URL is set, PostgreSQL, the browser
// tier), with one summary at the end.
//
// The CI machine has 2 cores and most tiers keep only one of them busy (one test file at a time, waiting on
// sockets, job polls and the page), so TEST_LANES workers (default 3) take tiers from one queue, longest first:
// the server tiers and the browser files are cut into shards (SERVER_SHARDS, default 2; E2E_SHARDS, default 8;
// round robin over the sorted files) so that no lane idles while another still has an hour of work (session 29:
// fixed lanes left the checks lane idle for ten minutes and ran the browser files only after both server tiers).
// Each PostgreSQL test app has its own database, each PGlite one its own memory, each file its own ports, temp and
// data folders, so shards of one tier run side by side safely. The browser shards wait for the web build.
import fs from 'node:fs';
import { runInGroup } from './run-in-group.mjs';
import { tapFailures } from './tap-failures.mjs';

const BROWSER_FILES = String.raw`\.browser\.test\.ts$`;
const lanes = Math.max(1, Number(process.env.TEST_LANES ?? 3));
const serverShards = Math.max(1, Number(process.env.SERVER_SHARDS ?? 2));
const e2eShards = Math.max(1, Number(process.env.E2E_SHARDS ?? 8));
// at most this many browser shards at once (default 2): each runs a product and a Chromium, and a third beside them
// on 2 cores slowed product starts past a minute under load (session 29)
// a tier still running after this many seconds is stopped and fails the run (the longest took 544 s in session 30's
// quiet local run; 40 minutes leaves room for a machine three times slower and still ends inside CI's 90)
const tierTimeoutS = Math.max(60, Number(process.env.TIER_TIMEOUT_S ?? 2400));
const browserAtOnce = Math.max(1, Number(process.env.E2E_AT_ONCE ?? 2));
const shards = (n, k) => (n > 1 ? { TEST_FILES_SHARD: `${k}/${n}` } : {});
const shardName = (name, n, k) => (n > 1 ? `${name}, shard ${k} of ${n}` : name);

// queue order is the order of work: the long tiers first (their sum decides the run's length), then the
// short ones fill the lanes that free up
const tiers = [
  // first, although short: every browser shard waits for it
  { name: 'web build', cmd: ['npm', 'run', 'build', '-w', 'apps/web'], count: false },
];
for (let k = 1; k <= serverShards; k++)
  tiers.push({
    name: shardName('server (unit + integration, PGlite)', serverShards, k),
    cmd: ['npm', 'test', '-w', 'apps/server'],
    // a file that fails is run once more and, if it then passes, named in the summary (rerun-failed-files.mjs)
    env: { DATABASE_URL: '', TEST_RERUN_FAILED_FILES: '1', ...shards(serverShards, k) },
  });
if (process.env.DATABASE_URL) {
  // the files that can reach a database (a test app, a database, seeded data, the config's DATABASE_URL): the unit
  // files that never open one ran in the PGlite tier already
  const reachesDatabase = String.raw`startTestApp|openDatabase|createTestDatabaseUrl|createContext|DATABASE_URL|from '(\.\./)+db/|testing/|seedUser|test-support`;
  for (let k = 1; k <= serverShards; k++)
    tiers.push({
      name: shardName('server (integration, PostgreSQL)', serverShards, k),
      cmd: ['npm', 'test', '-w', 'apps/server'],
      env: {
        DATABASE_URL: process.env.DATABASE_URL,
        TEST_FILES_CONTAINING: reachesDatabase,
        TEST_RERUN_FAILED_FILES: '1',
        ...shards(serverShards, k),
      },
    });
}
tiers.push({ name: 'engine (unit + golden)', cmd: ['npm', 'test', '-w', 'packages/engine'] });
// each browser file starts its own product and Chromium on its own ports and data folder
for (let k = 1; k <= e2eShards; k++)
  tiers.push({
    name: shardName('e2e (Chromium)', e2eShards, k),
    cmd: ['npm', 'test', '-w', 'e2e'],
    // a browser file that fails is run once more, and one that hangs fails after 10 minutes (the longest takes
    // about 3): see scripts/retry-test-files.mjs
    env: {
      DATABASE_URL: '',
      TEST_FILES_NAMED: BROWSER_FILES,
      TEST_RETRY_FAILED_FILES: '1',
      TEST_TIMEOUT_MS: '600000',
      ...shards(e2eShards, k),
    },
    after: 'web build',
    group: 'browser',
  });
tiers.push(
  { name: 'typecheck (tsc strict, every workspace)', cmd: ['npm', 'run', 'typecheck'], count: false },
  { name: 'lint and layer boundaries (dependency-cruiser, ESLint)', cmd: ['npm', 'run', 'lint'], count: false },
  {
    name: 'e2e (API, no browser)',
    cmd: ['npm', 'test', '-w', 'e2e'],
    env: { DATABASE_URL: '', TEST_FILES_NOT_NAMED: BROWSER_FILES },
  },
  { name: 'web (unit)', cmd: ['npm', 'test', '-w', 'apps/web'] },
  { name: 'contracts (unit)', cmd: ['npm', 'test', '-w', 'packages/contracts'] },
  { name: 'scripts (unit)', cmd: ['node', 'scripts/node-test.mjs', 'scripts', '--suffix', '.test.mjs'] },
);

// Suites that need ../shared/corpora skip without it (a bare checkout still tests the rest); CI sets
// PAPERBRIDGE_REQUIRE_CORPORA=1 so a missing corpus fails the run instead of passing with fewer tests.
const corpora = new URL('../../shared/corpora', import.meta.url);
if (process.env.PAPERBRIDGE_REQUIRE_CORPORA === '1' && !fs.existsSync(corpora)) {
  console.error(
    `FAIL: ${corpora.pathname} is missing and PAPERBRIDGE_REQUIRE_CORPORA=1: the golden, pipeline and browser suites would be skipped`,
  );
  process.exit(1);
}

const startedAll = Date.now();
const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
const results = [];

// browser files that failed, then passed when run again: named in the summary, a flaw to look into
const secondTries = [];

async function run(tier) {
  const started = Date.now();
  const env = { ...process.env, ...(tier.env ?? {}) };
  for (const [k, v] of Object.entries(tier.env ?? {})) if (v === '') delete env[k];
  let out = '';
  // its own process group (run-in-group.mjs): a tier that hangs (a test waiting for ever, a process that never
  // exits) would use up CI's 90 minutes and print nothing, so it is stopped at TIER_TIMEOUT_S and prints what it
  // had written; what it leaves behind (a product server, a browser) is killed when it ends
  const { code: exitCode, timedOut } = await runInGroup(tier.cmd[0], tier.cmd.slice(1), {
    env,
    timeoutMs: tierTimeoutS * 1000,
    // lanes run at once: a tier's output is kept and printed whole when it ends, so logs never interleave
    onOutput: (chunk) => {
      if (tier.live) process.stdout.write(chunk);
      out += chunk.toString();
    },
    onTimeout: () => (out += `\n!!! ${tier.name} ran past ${tierTimeoutS} s (TIER_TIMEOUT_S): stopped\n`),
  });
  const code = timedOut ? 124 : exitCode;
  if (!tier.live) process.stdout.write(`\n=== ${tier.name}: output ===\n${out}`);
  let p = 0;
  let f = 0;
  // node:test TAP summary
  for (const m of out.matchAll(/^# pass (\d+)$/gm)) p += Number(m[1]);
  for (const m of out.matchAll(/^# fail (\d+)$/gm)) f += Number(m[1]);
  let k = 0;
  for (const m of out.matchAll(/^# skipped (\d+)$/gm)) k += Number(m[1]);
  // vitest summary: "Tests  12 passed (12)" / "Tests  1 failed | 11 passed (12)", colours stripped
  // eslint-disable-next-line no-control-regex -- ESC starts the colour codes
  const plain = out.replace(/\x1b\[[0-9;]*m/g, '');
  const vt = /Tests\s+(?:(\d+) failed \| )?(\d+) passed/.exec(plain);
  if (vt) {
    f += Number(vt[1] ?? 0);
    p += Number(vt[2]);
  }
  const vs = /Tests\s+.*?(\d+) skipped/.exec(plain);
  if (vs) k += Number(vs[1]);
  if (code !== 0 && f === 0) f = 1; // a tier that failed without a count still fails the run
  if (tier.count !== false) {
    passed += p;
    failed += f;
    skipped += k;
  }
  const retried = [...out.matchAll(/^# PASSED ONLY ON A SECOND TRY: (.*)$/gm)].map((m) => m[1]);
  secondTries.push(...retried);
  // a tier that failed without TAP's "not ok" (typecheck, lint, vitest, a crash): the end of its output instead
  let failures = code === 0 ? [] : tapFailures(out);
  if (code !== 0 && !failures.length)
    failures = [{ name: 'its output ends', location: '', error: plain.trimEnd().split('\n').slice(-15) }];
  results.push({ name: tier.name, code, p, f, k, s: ((Date.now() - started) / 1000).toFixed(1), retried, failures });
  return code;
}

let exit = 0;
const chosen = tiers.filter((tier) => !only.length || only.some((o) => tier.name.startsWith(o)));
const chosenNames = new Set(chosen.map((t) => t.name));
const finished = new Set();
const queue = [...chosen];
let wake = () => {};
// a tier may start when the tier it waits for has ended (or was not chosen)
const running = new Map();
const groupLimit = { browser: browserAtOnce };
const ready = (tier) =>
  (!tier.after || !chosenNames.has(tier.after) || finished.has(tier.after)) &&
  (!tier.group || (running.get(tier.group) ?? 0) < groupLimit[tier.group]);
const runAll = chosen.length === 1 || lanes === 1;
async function lane() {
  for (;;) {
    const i = queue.findIndex(ready);
    if (i < 0) {
      if (!queue.length) return;
      // only waiting tiers are left: sleep until some tier ends
      await new Promise((resolve) => {
        const prev = wake;
        wake = () => {
          prev();
          resolve();
        };
      });
      continue;
    }
    const [tier] = queue.splice(i, 1);
    tier.live = runAll;
    if (tier.group) running.set(tier.group, (running.get(tier.group) ?? 0) + 1);
    console.log(`\n=== ${tier.name} (started at ${new Date().toISOString().slice(11, 19)}) ===`);
    const code = await run(tier);
    console.log(`=== ${tier.name}: ${code === 0 ? 'ok' : 'FAILED'} ===`);
    if (code !== 0) exit = 1;
    finished.add(tier.name);
    if (tier.group) running.set(tier.group, running.get(tier.group) - 1);
    const w = wake;
    wake = () => {};
    w();
  }
}
await Promise.all(Array.from({ length: Math.min(lanes, chosen.length) }, lane));
const order = new Map(tiers.map((t, i) => [t.name, i]));
results.sort((a, b) => order.get(a.name) - order.get(b.name));
console.log('\n=== summary ===');
for (const r of results)
  console.log(`${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.name}: ${r.p} passed, ${r.f} failed, ${r.k} skipped (${r.s} s)`);
fs.mkdirSync('test-results', { recursive: true });
fs.writeFileSync('test-results/summary.json', JSON.stringify(results, null, 2));
console.log(`all tiers in ${((Date.now() - startedAll) / 1000).toFixed(0)} s over ${lanes} lanes`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
for (const f of secondTries) console.log(`passed only on a second try: ${f}`);
// last, so that the tail of a CI log names what failed and why (a tier's whole output is further up)
for (const r of results.filter((x) => x.failures.length)) {
  console.log(`\n=== failed in ${r.name} ===`);
  for (const f of r.failures.slice(0, 10)) {
    console.log(`not ok: ${f.name}${f.location ? ` (${f.location})` : ''}`);
    for (const line of f.error) console.log(`    ${line}`);
  }
  if (r.failures.length > 10) console.log(`… and ${r.failures.length - 10} more`);
}
process.exit(exit);
