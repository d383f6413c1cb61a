// The server tiers' files in one `node --test` run, then the files that failed run once more (TEST_RERUN_FAILED_FILES=1
// in node-test.mjs). Session 32's stop failed on two PostgreSQL tests that passed in every one of the next session's
// runs of the same shard (alone, beside a whole CI run, and with its CPU cut to a quarter): a flaw to find, but one
// that should not stop everything else landing. As in the browser tier, a file that fails twice fails the tier, and
// one that passes on its second try is named at the end of the output and in `npm test`'s summary.
import path from 'node:path';
import { printSummary, runTap } from './run-tap.mjs';
import { tapFailures } from './tap-failures.mjs';

// the tier's own limit (run-tests.mjs) ends a run that hangs; node's --test-timeout ends a test that does
const runFiles = (nodeArgs, files, label) => runTap([...nodeArgs, ...files], label, { timeoutMs: 86_400_000 });

/** the test files a run's failures were in, each with its count; null when one cannot be placed in a file (a crash) */
export function failedFiles(out, files) {
  const byPath = new Map(files.map((f) => [path.resolve(f), f]));
  const failed = new Map();
  for (const f of tapFailures(out)) {
    // a failure's location is "file:line:column"; a file that could not load is reported under its own path
    const where = /^(.*):\d+:\d+$/.exec(f.location)?.[1] ?? f.name;
    const file = byPath.get(path.resolve(where));
    if (!file) return null;
    failed.set(file, (failed.get(file) ?? 0) + 1);
  }
  return failed;
}

const TALLIES = ['tests', 'suites', 'pass', 'fail', 'cancelled', 'skipped', 'todo'];
const print = (counts) => printSummary(Object.fromEntries(TALLIES.map((k) => [k, counts[k] ?? 0])));

/** `nodeArgs`: `--import tsx --test …` before the files */
export async function runWithRerun(nodeArgs, files) {
  const first = await runFiles(nodeArgs, files, 'first run');
  if (first.code === 0) {
    print(first.counts);
    return 0;
  }
  const failed = failedFiles(first.out, files);
  const again = [...(failed?.keys() ?? [])];
  if (!again.length) {
    process.stdout.write('# the failures could not all be placed in a file: not run again\n');
    print(first.counts);
    return first.code || 1;
  }
  process.stdout.write(`# ${again.length} file(s) failed: running them once more: ${again.join(', ')}\n`);
  const second = await runFiles(nodeArgs, again, 'second run');
  if (second.code !== 0) {
    for (const f of failedFiles(second.out, again)?.keys() ?? again) process.stdout.write(`# FAILED TWICE: ${f}\n`);
    print(first.counts);
    return second.code;
  }
  for (const f of again)
    process.stdout.write(`# PASSED ONLY ON A SECOND TRY: ${f} (first run: ${failed.get(f)} failed)\n`);
  print({ ...first.counts, pass: (first.counts.pass ?? 0) + (first.counts.fail ?? 0), fail: 0, cancelled: 0 });
  return 0;
}
