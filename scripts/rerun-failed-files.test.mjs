import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const nodeTest = path.resolve(import.meta.dirname, 'node-test.mjs');
// without NODE_TEST_CONTEXT, which would make the inner runner report to this one instead of printing TAP
const { NODE_TEST_CONTEXT: _, ...baseEnv } = process.env;

/** a folder of test files: `steady.test.mjs` passes; `flaky.test.mjs` fails its first run (a marker file tells),
 *  `broken.test.mjs` (when asked for) fails every time */
function folder({ broken }) {
  // inside the repository, so that `--import tsx` finds the package from the folder it runs in
  const cache = path.resolve(import.meta.dirname, '../node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, 'rerun-failed-'));
  fs.mkdirSync(path.join(dir, 'src'));
  fs.writeFileSync(
    path.join(dir, 'src/steady.test.mjs'),
    `import { test } from 'node:test';\ntest('steady', () => {});\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'src/flaky.test.mjs'),
    `import { test } from 'node:test';
import fs from 'node:fs';
test('fine anyway', () => {});
test('fails the first time', () => {
  const marker = new URL('./ran-once', import.meta.url);
  if (!fs.existsSync(marker)) { fs.writeFileSync(marker, ''); throw new Error('first time'); }
});
`,
  );
  if (broken)
    fs.writeFileSync(
      path.join(dir, 'src/broken.test.mjs'),
      `import { test } from 'node:test';\ntest('always', () => { throw new Error('always'); });\n`,
    );
  return dir;
}

const run = (dir, mode = 'TEST_RERUN_FAILED_FILES') =>
  spawnSync(process.execPath, [nodeTest, 'src', '--suffix', '.test.mjs'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...baseEnv, [mode]: '1' },
  });
const summary = (out) =>
  Object.fromEntries([...out.matchAll(/^# (pass|fail) (\d+)$/gm)].map((m) => [m[1], Number(m[2])]));

test('a file that fails once and then passes is run again, named, and the tier passes', () => {
  const dir = folder({ broken: false });
  const r = run(dir);
  fs.rmSync(dir, { recursive: true, force: true });
  assert.equal(r.status, 0, r.stdout);
  assert.match(r.stdout, /^# PASSED ONLY ON A SECOND TRY: src\/flaky\.test\.mjs \(first run: 1 failed\)$/m);
  assert.doesNotMatch(r.stdout, /steady\.test\.mjs.*once more|once more.*steady/, 'only the failed file runs again');
  // one summary for the tier, which run-tests.mjs adds up: the first run's is relabelled
  assert.deepEqual(summary(r.stdout), { pass: 3, fail: 0 });
});

test('a file that fails twice fails the tier and is named', () => {
  const dir = folder({ broken: true });
  const r = run(dir);
  fs.rmSync(dir, { recursive: true, force: true });
  assert.equal(r.status, 1, r.stdout);
  assert.match(r.stdout, /^# FAILED TWICE: src\/broken\.test\.mjs$/m);
  assert.doesNotMatch(r.stdout, /FAILED TWICE: src\/flaky/);
  assert.equal(summary(r.stdout).fail, 2);
});

// the browser tier's runner (retry-test-files.mjs, a file at a time) shares the TAP run and its relabelled summary
test("the browser tier's runner: each file alone, a failed one once more, one summary for the tier", () => {
  const dir = folder({ broken: true });
  const r = run(dir, 'TEST_RETRY_FAILED_FILES');
  fs.rmSync(dir, { recursive: true, force: true });
  assert.equal(r.status, 1, r.stdout);
  assert.match(
    r.stdout,
    /^# PASSED ONLY ON A SECOND TRY: src\/flaky\.test\.mjs \(first try: 1 failed, 0 cancelled\)$/m,
  );
  assert.match(r.stdout, /^# FAILED TWICE: src\/broken\.test\.mjs$/m);
  assert.match(r.stdout, /^# src\/steady\.test\.mjs: pass 1$/m, "each file's own summary is relabelled");
  assert.deepEqual(summary(r.stdout), { pass: 3, fail: 1 });
});
