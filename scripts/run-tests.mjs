#!/usr/bin/env node
// `npm test`: every tier (unit, integration on PGlite and, when DATABASE_URL is set, PostgreSQL,
// then the browser tier), with one summary at the end.
//
// The CI machine has 2 cores and most tiers keep only one of them busy (one test file at a time,
// waiting on sockets and job polls), so the first phase runs three lanes side by side: the checks
// and unit tiers (then the black-box API files of e2e), the server tier on PGlite, the server tier on
// PostgreSQL (each PostgreSQL test app has its own database, each PGlite one its own memory, each file its
// own ports and temp folders). The browser files run afterwards in E2E_LANES lanes (default 2): each file
// starts its own product and Chromium on its own ports and data folder, and one file alone leaves a core
// idle while its product waits on jobs (session 25; E2E_LANES=1 runs them one at a time, as before).
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const BROWSER_FILES = String.raw`\.browser\.test\.ts$`;
const tiers = [
  {
    name: 'typecheck (tsc strict, every workspace)',
    cmd: ['npm', 'run', 'typecheck'],
    count: false,
    phase: 1,
    lane: 'checks',
  },
  {
    name: 'lint and layer boundaries (dependency-cruiser, ESLint)',
    cmd: ['npm', 'run', 'lint'],
    count: false,
    phase: 1,
    lane: 'checks',
  },
  { name: 'contracts (unit)', cmd: ['npm', 'test', '-w', 'packages/contracts'], phase: 1, lane: 'checks' },
  { name: 'engine (unit + golden)', cmd: ['npm', 'test', '-w', 'packages/engine'], phase: 1, lane: 'checks' },
  {
    name: 'server (unit + integration, PGlite)',
    cmd: ['npm', 'test', '-w', 'apps/server'],
    env: { DATABASE_URL: '' },
    phase: 1,
    lane: 'server-pglite',
  },
];
if (process.env.DATABASE_URL) {
  // the files that can reach a database (a test app, a database, seeded data, the config's DATABASE_URL): the unit
  // files that never open one ran in the PGlite tier already
  const reachesDatabase = String.raw`startTestApp|openDatabase|createTestDatabaseUrl|createContext|DATABASE_URL|from '(\.\./)+db/|testing/|seedUser|test-support`;
  tiers.push({
    name: 'server (integration, PostgreSQL)',
    cmd: ['npm', 'test', '-w', 'apps/server'],
    env: { DATABASE_URL: process.env.DATABASE_URL, TEST_FILES_CONTAINING: reachesDatabase },
    phase: 1,
    lane: 'server-postgres',
  });
}
tiers.push({ name: 'web (unit)', cmd: ['npm', 'test', '-w', 'apps/web'], phase: 1, lane: 'checks' });
tiers.push({
  name: 'web build',
  cmd: ['npm', 'run', 'build', '-w', 'apps/web'],
  count: false,
  phase: 1,
  lane: 'checks',
});
// the black-box API files (no browser) run in the checks lane, which ends minutes before the server lanes
tiers.push({
  name: 'e2e (API, no browser)',
  cmd: ['npm', 'test', '-w', 'e2e'],
  env: { DATABASE_URL: '', TEST_FILES_NOT_NAMED: BROWSER_FILES },
  phase: 1,
  lane: 'checks',
});
// the browser files in E2E_LANES lanes side by side (default 2): one browser file leaves a core idle while its product
// waits on jobs and its page on the network, and each file has its own product, ports and data folder
const e2eLanes = Math.max(1, Number(process.env.E2E_LANES ?? 2));
for (let k = 1; k <= e2eLanes; k++) {
  const shard = e2eLanes > 1 ? { TEST_FILES_SHARD: `${k}/${e2eLanes}` } : {};
  tiers.push({
    name: `e2e (Chromium${e2eLanes > 1 ? `, lane ${k} of ${e2eLanes}` : ''})`,
    cmd: ['npm', 'test', '-w', 'e2e'],
    env: { DATABASE_URL: '', TEST_FILES_NAMED: BROWSER_FILES, ...shard },
    phase: 2,
    lane: `e2e-${k}`,
  });
}

// Suites that need ../shared/corpora skip without it (a bare checkout still tests the rest); CI sets
// PAPERBRIDGE_REQUIRE_CORPORA=1 so a missing corpus fails the run instead of passing with fewer tests.
const corpora = new URL('../../shared/corpora', import.meta.url);
if (process.env.PAPERBRIDGE_REQUIRE_CORPORA === '1' && !fs.existsSync(corpora)) {
  console.error(
    `FAIL: ${corpora.pathname} is missing and PAPERBRIDGE_REQUIRE_CORPORA=1: the golden, pipeline and browser suites would be skipped`,
  );
  process.exit(1);
}

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
const results = [];

function run(tier) {
  return new Promise((resolve) => {
    const started = Date.now();
    const env = { ...process.env, ...(tier.env ?? {}) };
    for (const [k, v] of Object.entries(tier.env ?? {})) if (v === '') delete env[k];
    const child = spawn(tier.cmd[0], tier.cmd.slice(1), { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    // lanes run at once: a tier's output is kept and printed whole when it ends, so logs never interleave
    const onData = (chunk) => {
      if (tier.live) process.stdout.write(chunk);
      out += chunk.toString();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('close', (code) => {
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
      results.push({ name: tier.name, code, p, f, k, s: ((Date.now() - started) / 1000).toFixed(1) });
      resolve(code);
    });
  });
}

let exit = 0;
const chosen = tiers.filter((tier) => !only.length || only.some((o) => tier.name.startsWith(o)));
for (const phase of [...new Set(chosen.map((t) => t.phase))].sort()) {
  const inPhase = chosen.filter((t) => t.phase === phase);
  const lanes = [...new Set(inPhase.map((t) => t.lane))];
  await Promise.all(
    lanes.map(async (lane) => {
      for (const tier of inPhase.filter((t) => t.lane === lane)) {
        // a lone tier streams its output as it comes
        tier.live = lanes.length === 1;
        console.log(`\n=== ${tier.name} (started at ${new Date().toISOString().slice(11, 19)}) ===`);
        const code = await run(tier);
        console.log(`=== ${tier.name}: ${code === 0 ? 'ok' : 'FAILED'} ===`);
        if (code !== 0) exit = 1;
      }
    }),
  );
}
const order = new Map(tiers.map((t, i) => [t.name, i]));
results.sort((a, b) => order.get(a.name) - order.get(b.name));
console.log('\n=== summary ===');
for (const r of results)
  console.log(`${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.name}: ${r.p} passed, ${r.f} failed, ${r.k} skipped (${r.s} s)`);
fs.mkdirSync('test-results', { recursive: true });
fs.writeFileSync('test-results/summary.json', JSON.stringify(results, null, 2));
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(exit);
