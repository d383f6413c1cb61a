import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tapFailures } from './tap-failures.mjs';

// real TAP from node's own runner: a failed assertion inside a suite, a thrown error, and a test that passes
test('names each failed test with its place and error, not the suites that only repeat them', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tap-failures-'));
  const a = path.join(dir, 'a.test.mjs');
  const b = path.join(dir, 'b.test.mjs');
  fs.writeFileSync(
    a,
    `import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
describe('suite one', () => {
  test('fine', () => {});
  test('breaks', () => { assert.equal(1 + 1, 3, 'sum is wrong'); });
});
`,
  );
  fs.writeFileSync(
    b,
    `import { test } from 'node:test';\ntest('top fail', async () => { throw new Error('boom\\nsecond line'); });\n`,
  );
  // without NODE_TEST_CONTEXT, which would make the inner runner report to this one instead of printing TAP
  const { NODE_TEST_CONTEXT: _, ...env } = process.env;
  const run = spawnSync(process.execPath, ['--test', '--test-reporter=tap', a, b], { encoding: 'utf8', env });
  fs.rmSync(dir, { recursive: true, force: true });
  assert.equal(run.status, 1);
  const failures = tapFailures(run.stdout);
  assert.deepEqual(
    failures.map((f) => [f.name, f.location.replace(dir, 'DIR')]),
    [
      ['breaks', 'DIR/a.test.mjs:5:3'],
      ['top fail', 'DIR/b.test.mjs:2:1'],
    ],
  );
  assert.equal(failures[0].error[0], 'sum is wrong');
  assert.ok(failures[0].error.some((l) => l.includes('2 !== 3')));
  assert.ok(failures[0].error.at(-1).includes('a.test.mjs:5:'), failures[0].error.at(-1));
  assert.deepEqual(failures[1].error.slice(0, 2), ['boom', 'second line']);
});

test('a passing run has no failures', () => {
  assert.deepEqual(tapFailures('TAP version 13\nok 1 - fine\n  ---\n  duration_ms: 1\n  ...\n1..1\n# pass 1\n'), []);
});
