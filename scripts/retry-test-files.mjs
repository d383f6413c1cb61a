// The browser tier's files one at a time, each failed file run once more (TEST_RETRY_FAILED_FILES=1 in
// node-test.mjs). A browser file starts a product and a Chromium on a loaded 2-core machine: twice a CI run has
// stopped on one of them (session 28: a product that did not start in time; session 30: a file that never ended)
// while every other file passed. A file that fails twice fails the tier; one that passes on its second try is
// named at the end of the output and in the summary, never counted as a plain pass.
import { spawn } from 'node:child_process';

// node:test's summary lines: each file's are relabelled, and one summary for all files is printed at the end
const SUMMARY = /^# (tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) (\d+(?:\.\d+)?)$/;

function runFile(args, file) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...args, file], { stdio: ['ignore', 'pipe', 'inherit'] });
    const counts = {};
    let rest = '';
    const onLine = (line) => {
      const m = SUMMARY.exec(line);
      if (m) {
        counts[m[1]] = Number(m[2]);
        process.stdout.write(`# ${file}: ${m[1]} ${m[2]}\n`);
      } else process.stdout.write(`${line}\n`);
    };
    child.stdout.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop();
      for (const line of lines) onLine(line);
    });
    child.on('close', (code) => {
      if (rest) onLine(rest);
      resolve({ code: code ?? 1, counts });
    });
  });
}

export async function runWithRetries(args, files) {
  const total = { tests: 0, pass: 0, fail: 0, cancelled: 0, skipped: 0 };
  const secondTry = [];
  const failedTwice = [];
  for (const file of files) {
    let r = await runFile(args, file);
    if (r.code !== 0) {
      const first = `${r.counts.fail ?? 0} failed, ${r.counts.cancelled ?? 0} cancelled`;
      process.stdout.write(`# ${file} failed (${first}): running it once more\n`);
      r = await runFile(args, file);
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
