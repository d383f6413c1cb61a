// The browser tier's files one at a time, each failed file run once more (TEST_RETRY_FAILED_FILES=1 in
// node-test.mjs). A browser file starts a product and a Chromium on a loaded 2-core machine: twice a CI run has
// stopped on one of them (session 28: a product that did not start in time; session 30: a file that never ended)
// while every other file passed. A file that fails twice fails the tier; one that passes on its second try is
// named at the end of the output and in the summary, never counted as a plain pass.
//
// Each file runs as its own process (`node file`, not `node --test file`): the test runner waits for a file's
// output pipes to close, so one process the file left running with them (measured: a passed file then "timed
// out") would hold it. Here the file's process group is ended with the file, and the file's own exit ends its run.
import { printSummary, runTap } from './run-tap.mjs';

async function runFile(nodeArgs, file, timeoutMs) {
  const { code, timedOut, counts } = await runTap([...nodeArgs, file], file, {
    timeoutMs,
    onTimeout: () => process.stdout.write(`# ${file} ran past ${timeoutMs} ms (TEST_TIMEOUT_MS): stopped\n`),
  });
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
  printSummary(total);
  process.stdout.write(`# second tries ${secondTry.length}\n`);
  return failedTwice.length ? 1 : 0;
}
