// The browser tier's files one at a time, each failed file run once more (TEST_RETRY_FAILED_FILES=1 in
// node-test.mjs). A browser file starts a product and a Chromium on a loaded 2-core machine: twice a CI run has
// stopped on one of them (session 28: a product that did not start in time; session 30: a file that never ended)
// while every other file passed. A file that fails twice fails the tier; one that passes on its second try is
// named at the end of the output and in the summary, never counted as a plain pass.
//
// Each file runs as its own process (`node file`, not `node --test file`): the test runner waits for a file's
// output pipes to close, so one process the file left running with them (measured: a passed file then "timed
// out") would hold it. Here the file's process group is ended with the file, and the file's own exit ends its run.
import { runInGroup } from './run-in-group.mjs';

// node:test's summary lines: each file's are relabelled, and one summary for all files is printed at the end
const SUMMARY = /^# (tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) (\d+(?:\.\d+)?)$/;

async function runFile(nodeArgs, file, timeoutMs) {
  const counts = {};
  let rest = '';
  const onLine = (line) => {
    const m = SUMMARY.exec(line);
    if (m) {
      counts[m[1]] = Number(m[2]);
      process.stdout.write(`# ${file}: ${m[1]} ${m[2]}\n`);
    } else process.stdout.write(`${line}\n`);
  };
  const { code, timedOut } = await runInGroup(process.execPath, [...nodeArgs, file], {
    timeoutMs,
    // stdout is read as lines (its summary lines are relabelled), stderr passed on as it comes
    onOutput: (chunk, stream) => {
      if (stream === 'stderr') return void process.stdout.write(chunk);
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop();
      for (const line of lines) onLine(line);
    },
    onTimeout: () => process.stdout.write(`# ${file} ran past ${timeoutMs} ms (TEST_TIMEOUT_MS): stopped\n`),
  });
  if (rest) onLine(rest);
  if (timedOut) counts.cancelled = (counts.cancelled ?? 0) + 1;
  return { code: timedOut ? 1 : code, counts };
}

/**
 * `nodeArgs`: node's arguments before the file (a loader, `--test-force-exit`); `timeoutMs`: how long one file may
 * run before it is stopped and counted as failed (a test waiting for ever).
 */
export async function runWithRetries(nodeArgs, files, timeoutMs) {
  const total = { tests: 0, pass: 0, fail: 0, cancelled: 0, skipped: 0 };
  const secondTry = [];
  const failedTwice = [];
  for (const file of files) {
    let r = await runFile(nodeArgs, file, timeoutMs);
    if (r.code !== 0) {
      const first = `${r.counts.fail ?? 0} failed, ${r.counts.cancelled ?? 0} cancelled`;
      process.stdout.write(`# ${file} failed (${first}): running it once more\n`);
      r = await runFile(nodeArgs, file, timeoutMs);
      if (r.code === 0) secondTry.push(`${file} (first try: ${first})`);
      else failedTwice.push(file);
    }
    for (const k of Object.keys(total)) total[k] += r.counts[k] ?? 0;
    // a file that failed without a count (it never started) still fails
    if (r.code !== 0 && !r.counts.fail && !r.counts.cancelled) total.fail++;
  }
  for (const f of secondTry) process.stdout.write(`# PASSED ONLY ON A SECOND TRY: ${f}\n`);
  for (const f of failedTwice) process.stdout.write(`# FAILED TWICE: ${f}\n`);
  // a cancelled test (one that ran past its timeout) is a failure of the run
  total.fail += total.cancelled;
  for (const [k, v] of Object.entries(total)) process.stdout.write(`# ${k} ${v}\n`);
  process.stdout.write(`# second tries ${secondTry.length}\n`);
  return failedTwice.length ? 1 : 0;
}
