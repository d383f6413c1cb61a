// The server tiers' files in one `node --test` run, then the files that failed run once more (TEST_RERUN_FAILED_FILES=1
// in node-test.mjs). Session 32's stop failed on two PostgreSQL tests that passed in every one of the next session's
// runs of the same shard (alone, beside a whole CI run, and with its CPU cut to a quarter): a flaw to find, but one
// that should not stop everything else landing. As in the browser tier, a file that fails twice fails the tier, and
// one that passes on its second try is named at the end of the output and in `npm test`'s summary.
import path from 'node:path';
import { runInGroup } from './run-in-group.mjs';
import { tapFailures } from './tap-failures.mjs';

// node:test's summary lines: each run's are relabelled, and one summary is printed at the end
const SUMMARY = /^# (tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) (\d+(?:\.\d+)?)$/;

async function runFiles(nodeArgs, files, label) {
  const counts = {};
  let out = '';
  let rest = '';
  const onLine = (line) => {
    out += `${line}\n`;
    const m = SUMMARY.exec(line);
    if (m) {
      counts[m[1]] = Number(m[2]);
      process.stdout.write(`# ${label}: ${m[1]} ${m[2]}\n`);
    } else process.stdout.write(`${line}\n`);
  };
  const { code } = await runInGroup(process.execPath, [...nodeArgs, ...files], {
    // the tier's own limit (run-tests.mjs) ends a run that hangs; node's --test-timeout ends a test that does
    timeoutMs: 86_400_000,
    onOutput: (chunk, stream) => {
      if (stream === 'stderr') return void process.stdout.write(chunk);
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop();
      for (const line of lines) onLine(line);
    },
  });
  if (rest) onLine(rest);
  return { code, counts, out };
}

/** the test files a run's failures were in; null when one of them cannot be placed in a file (a crash) */
export function failedFiles(out, files) {
  const byPath = new Map(files.map((f) => [path.resolve(f), f]));
  const failed = new Set();
  for (const f of tapFailures(out)) {
    // a failure's location is "file:line:column"; a file that could not load is reported under its own path
    const where = /^(.*):\d+:\d+$/.exec(f.location)?.[1] ?? f.name;
    const file = byPath.get(path.resolve(where));
    if (!file) return null;
    failed.add(file);
  }
  return [...failed];
}

const print = (counts) => {
  for (const k of ['tests', 'suites', 'pass', 'fail', 'cancelled', 'skipped', 'todo'])
    process.stdout.write(`# ${k} ${counts[k] ?? 0}\n`);
};

/** `nodeArgs`: `--import tsx --test …` before the files */
export async function runWithRerun(nodeArgs, files) {
  const first = await runFiles(nodeArgs, files, 'first run');
  if (first.code === 0) {
    print(first.counts);
    return 0;
  }
  const again = failedFiles(first.out, files);
  if (!again?.length) {
    process.stdout.write('# the failures could not all be placed in a file: not run again\n');
    print(first.counts);
    return first.code || 1;
  }
  process.stdout.write(`# ${again.length} file(s) failed: running them once more: ${again.join(', ')}\n`);
  const second = await runFiles(nodeArgs, again, 'second run');
  if (second.code !== 0) {
    for (const f of failedFiles(second.out, again) ?? again) process.stdout.write(`# FAILED TWICE: ${f}\n`);
    print(first.counts);
    return second.code;
  }
  const failedFirst = (first.counts.fail ?? 0) + (first.counts.cancelled ?? 0);
  for (const f of again)
    process.stdout.write(`# PASSED ONLY ON A SECOND TRY: ${f} (first run: ${failedFirst} failed)\n`);
  print({ ...first.counts, pass: (first.counts.pass ?? 0) + (first.counts.fail ?? 0), fail: 0, cancelled: 0 });
  return 0;
}
