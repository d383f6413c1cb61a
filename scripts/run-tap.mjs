// One `node` run of test files in its own process group (run-in-group.mjs), its TAP passed on line by line with
// node:test's summary lines relabelled `# <label>: pass 3`, so that the caller prints one summary of its own for
// the tier (run-tests.mjs adds up the plain `# pass N` lines). Shared by the browser tier's runner
// (retry-test-files.mjs, a file at a time) and the server tiers' (rerun-failed-files.mjs, all files at once).
import { runInGroup } from './run-in-group.mjs';

const SUMMARY = /^# (tests|suites|pass|fail|cancelled|skipped|todo|duration_ms) (\d+(?:\.\d+)?)$/;

/** @returns {Promise<{ code: number, timedOut: boolean, counts: Record<string, number>, out: string }>} */
export async function runTap(args, label, { timeoutMs, onTimeout } = {}) {
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
  const { code, timedOut } = await runInGroup(process.execPath, args, {
    timeoutMs,
    // stdout is read as lines (its summary lines are relabelled), stderr passed on as it comes
    onOutput: (chunk, stream) => {
      if (stream === 'stderr') return void process.stdout.write(chunk);
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop();
      for (const line of lines) onLine(line);
    },
    onTimeout,
  });
  if (rest) onLine(rest);
  return { code, timedOut, counts, out };
}

/** the tier's one summary, in node:test's words */
export function printSummary(counts) {
  for (const [k, v] of Object.entries(counts)) process.stdout.write(`# ${k} ${v}\n`);
}
